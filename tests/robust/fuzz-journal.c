/* fuzz-journal.c
 *
 * The fuzz target for the undo journal ("game-….json.history", see
 * bf-session.c): whatever bytes it is given are read as a journal, as
 * Continue reads it (bf_session_journal_parse()); a journal that reads
 * has each of its steps loaded as the game it must be (as Continue checks
 * them before it offers their undo). The reader must refuse what it
 * cannot read with a message, never crash, and keep its promises: at
 * most 2,000 steps, the position given is a step it read or 0.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bf-document.h"
#include "bf-session-journal.h"

#include "fuzz-targets.h"

/* Steps loaded per input: the loader has a target of its own, and a
 * long journal would make this one slow. */
#define MAX_STEPS_LOADED 2

int
bf_fuzz_journal (const uint8_t *data,
                 size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) states = NULL;
  const char *text = size > 0 ? (const char *) data : "";
  guint64 base = 0;
  guint64 position = 0;

  if (!bf_session_journal_parse (text, size, &states, &base, &position, &error))
    {
      bf_fuzz_check_error (error, "the journal reader failed without an error");
      bf_fuzz_check (states == NULL, "the journal reader failed and gave steps");
      return 0;
    }

  bf_fuzz_check (error == NULL, "the journal reader set an error and gave steps");
  bf_fuzz_check (states != NULL && states->len <= 2000, "too many undo steps");
  bf_fuzz_check (states->len > 0 || (base == 0 && position == 0) || position >= base,
                 "a position before the first step");

  for (guint i = 0; i < states->len && i < MAX_STEPS_LOADED; i++)
    {
      const char *step = g_ptr_array_index (states, i);
      g_autoptr(GError) step_error = NULL;
      g_autoptr(BfDocument) document = NULL;

      bf_fuzz_check (step != NULL, "an undo step without a game");
      document = bf_document_load_data (step, -1, TRUE, &step_error);
      if (document == NULL)
        bf_fuzz_check_error (step_error, "a step failed to load without an error");
      else if (BF_IS_CARNEGIE_GAME (document))
        bf_fuzz_score (BF_CARNEGIE_GAME (document));
    }

  return 0;
}
