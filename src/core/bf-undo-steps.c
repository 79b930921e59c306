/* bf-undo-steps.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-session"

#include "config.h"

#include <string.h>

#include "bf-undo-steps.h"

/* A step: its whole text (a key step), or what changed from the step
 * before: that step's first @prefix bytes, then @bytes, then its last
 * @suffix bytes. The first step held is always a key step. */
typedef struct
{
  char     *bytes;    /* owned; NULL when @length is 0 */
  gsize     length;   /* of @bytes */
  gsize     prefix;
  gsize     suffix;
  gboolean  key;
} Step;

#define NONE G_MAXUINT

struct _BfUndoSteps
{
  /* Step, oldest first: the steps dropped (bf_undo_steps_drop_oldest())
   * since the key step at or before step 0, which steps 0, 1, … still
   * need, then steps 0, 1, …: they go when a newer key step becomes the
   * oldest needed, so that dropping a step copies no text. */
  GArray  *steps;
  guint    dropped;     /* how many: step i is steps[dropped + i] */
  gsize    held;        /* the bytes of every step's @bytes */

  /* The text of one step, kept ready: the one last read or written,
   * from which the steps after it are one difference each away. */
  GString *text;
  guint    text_index;  /* the place in @steps of the step @text holds, NONE for none */
};

static void
step_clear (gpointer data)
{
  Step *step = data;

  g_clear_pointer (&step->bytes, g_free);
}

static Step *
step_at (BfUndoSteps *self,
         guint        index)
{
  return &g_array_index (self->steps, Step, index);
}

static Step
make_key (const char *text,
          gsize       length)
{
  return (Step) {
    .bytes = length > 0 ? g_memdup2 (text, length) : NULL,
    .length = length,
    .key = TRUE,
  };
}

/* Blocks compared at once (memcmp) before the bytes one by one. */
#define BLOCK 64

/* @to as a difference from @from: the bytes between what they share at
 * their start and at their end. */
static Step
make_difference (const char *from,
                 gsize       from_length,
                 const char *to,
                 gsize       to_length)
{
  gsize most = MIN (from_length, to_length);
  gsize prefix = 0;
  gsize suffix = 0;
  gsize length;

  while (prefix + BLOCK <= most && memcmp (from + prefix, to + prefix, BLOCK) == 0)
    prefix += BLOCK;
  while (prefix < most && from[prefix] == to[prefix])
    prefix++;
  while (suffix + BLOCK <= most - prefix &&
         memcmp (from + from_length - suffix - BLOCK, to + to_length - suffix - BLOCK, BLOCK) == 0)
    suffix += BLOCK;
  while (suffix < most - prefix &&
         from[from_length - 1 - suffix] == to[to_length - 1 - suffix])
    suffix++;

  length = to_length - prefix - suffix;
  return (Step) {
    .bytes = length > 0 ? g_memdup2 (to + prefix, length) : NULL,
    .length = length,
    .prefix = prefix,
    .suffix = suffix,
  };
}

/* @text, holding the step before @step (any step for a key step),
 * becomes @step. */
static void
apply (GString    *text,
       const Step *step)
{
  gsize old_length = text->len;
  gsize length = step->prefix + step->length + step->suffix;

  g_assert (step->key || step->prefix + step->suffix <= old_length);

  /* The end shared moves once, to its place after the new bytes. */
  if (length > old_length)
    g_string_set_size (text, length);
  if (step->suffix > 0)
    memmove (text->str + step->prefix + step->length, text->str + old_length - step->suffix, step->suffix);
  if (step->length > 0)
    memcpy (text->str + step->prefix, step->bytes, step->length);
  g_string_set_size (text, length);
}

/* Makes the text kept ready hold the step at place @index in @steps:
 * from the step it holds when that is on the way, else from the last key
 * step at or before @index. */
static void
read_step (BfUndoSteps *self,
           guint        index)
{
  guint key = index;
  guint next;

  g_assert (index < self->steps->len);

  while (!step_at (self, key)->key)
    key--;

  if (self->text_index != NONE && self->text_index >= key && self->text_index <= index)
    next = self->text_index + 1;
  else
    next = key;

  for (guint i = next; i <= index; i++)
    apply (self->text, step_at (self, i));
  self->text_index = index;
}

static void
hold_text (BfUndoSteps *self,
           guint        index,
           const char  *text,
           gsize        length)
{
  g_string_truncate (self->text, 0);
  g_string_append_len (self->text, text, length);
  self->text_index = index;
}

/* Step @index is @step from now on (it takes its bytes). */
static void
set_step (BfUndoSteps *self,
          guint        index,
          Step         step)
{
  Step *old = step_at (self, index);

  self->held -= old->length;
  step_clear (old);
  *old = step;
  self->held += step.length;
}

static void
forget_range (BfUndoSteps *self,
              guint        start,
              guint        end)
{
  for (guint i = start; i < end; i++)
    self->held -= step_at (self, i)->length;
}

BfUndoSteps *
bf_undo_steps_new (void)
{
  BfUndoSteps *self = g_new0 (BfUndoSteps, 1);

  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);
  self->text = g_string_new (NULL);
  self->text_index = NONE;

  return self;
}

void
bf_undo_steps_free (BfUndoSteps *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->steps);
  g_string_free (self->text, TRUE);
  g_free (self);
}

guint
bf_undo_steps_get_length (BfUndoSteps *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->steps->len - self->dropped;
}

const char *
bf_undo_steps_peek (BfUndoSteps *self,
                    guint        index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < bf_undo_steps_get_length (self), NULL);

  read_step (self, self->dropped + index);

  return self->text->str;
}

char *
bf_undo_steps_dup (BfUndoSteps *self,
                   guint        index)
{
  const char *text;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < bf_undo_steps_get_length (self), NULL);

  text = bf_undo_steps_peek (self, index);

  return g_memdup2 (text, self->text->len + 1);
}

void
bf_undo_steps_append (BfUndoSteps *self,
                      const char  *text)
{
  guint length;
  guint since_key = 0;
  gsize text_length;
  Step step;

  g_return_if_fail (self != NULL);
  g_return_if_fail (text != NULL);

  /* Places in @steps from here on. */
  length = self->steps->len;
  text_length = strlen (text);
  for (guint i = length; i > 0 && !step_at (self, i - 1)->key; i--)
    since_key++;

  if (length == self->dropped || since_key + 1 >= BF_UNDO_STEPS_KEY_INTERVAL)
    step = make_key (text, text_length);
  else
    {
      read_step (self, length - 1);
      step = make_difference (self->text->str, self->text->len, text, text_length);
    }

  self->held += step.length;
  g_array_append_val (self->steps, step);
  hold_text (self, length, text, text_length);
}

void
bf_undo_steps_replace (BfUndoSteps *self,
                       guint        index,
                       const char  *text)
{
  g_autofree char *next = NULL;
  gsize text_length;
  Step step;

  g_return_if_fail (self != NULL);
  g_return_if_fail (index < bf_undo_steps_get_length (self));
  g_return_if_fail (text != NULL);

  /* A place in @steps from here on. */
  index += self->dropped;
  text_length = strlen (text);

  /* The step after it is a difference from it: taken out first, kept as
   * a difference from the new text after. */
  if (index + 1 < self->steps->len && !step_at (self, index + 1)->key)
    {
      read_step (self, index + 1);
      next = g_memdup2 (self->text->str, self->text->len + 1);
    }

  if (step_at (self, index)->key)
    step = make_key (text, text_length);
  else
    {
      read_step (self, index - 1);
      step = make_difference (self->text->str, self->text->len, text, text_length);
    }
  set_step (self, index, step);

  if (next != NULL)
    set_step (self, index + 1, make_difference (text, text_length, next, strlen (next)));

  hold_text (self, index, text, text_length);
}

void
bf_undo_steps_truncate (BfUndoSteps *self,
                        guint        length)
{
  g_return_if_fail (self != NULL);

  if (length >= bf_undo_steps_get_length (self))
    return;

  /* None left: the steps dropped go too. */
  length = length > 0 ? self->dropped + length : 0;
  forget_range (self, length, self->steps->len);
  g_array_set_size (self->steps, length);
  if (length == 0)
    self->dropped = 0;
  if (self->text_index != NONE && self->text_index >= length)
    self->text_index = NONE;
}

void
bf_undo_steps_drop_oldest (BfUndoSteps *self,
                           guint        n)
{
  guint key;

  g_return_if_fail (self != NULL);

  if (n == 0)
    return;
  if (n >= bf_undo_steps_get_length (self))
    {
      bf_undo_steps_truncate (self, 0);
      return;
    }

  /* Step @n becomes step 0; what is before the key step it needs goes
   * (at most one key step's worth is kept). */
  self->dropped += n;
  for (key = self->dropped; !step_at (self, key)->key; key--)
    ;
  if (key == 0)
    return;

  forget_range (self, 0, key);
  g_array_remove_range (self->steps, 0, key);
  self->dropped -= key;
  if (self->text_index != NONE)
    self->text_index = self->text_index >= key ? self->text_index - key : NONE;
}

gsize
bf_undo_steps_get_size (BfUndoSteps *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return sizeof (BfUndoSteps) + self->steps->len * sizeof (Step) + self->held +
         self->text->allocated_len;
}
