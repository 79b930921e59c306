/* bf-document.h
 *
 * What a BfSession keeps (undo history, autosave) and what a file holds:
 * one game's table, whichever game. The core knows no game: each game
 * kind (src/carnegie, src/livingstone) implements this interface and
 * registers the loader of its file format with
 * bf_document_register_format(); the program that links the games
 * registers them once at start (bf_carnegie_kind_register(),
 * bf_livingstone_kind_register()). An implementation serialises itself to the
 * JSON text of its file format, emits "changed" after every change, and
 * scores itself into the one result type every game shares (BfScoreCard),
 * which the score sheets, the exports, `--score` and the history read.
 *
 * Every file format's reading errors are BF_DOCUMENT_ERROR.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bf-score-card.h"

G_BEGIN_DECLS

/* Files larger than this are refused before parsing (every format). */
#define BF_DOCUMENT_MAX_SIZE (1024 * 1024)

#define BF_DOCUMENT_ERROR (bf_document_error_quark ())

typedef enum
{
  BF_DOCUMENT_ERROR_READ,       /* cannot read the file */
  BF_DOCUMENT_ERROR_SYNTAX,     /* not JSON, truncated */
  BF_DOCUMENT_ERROR_FORMAT,     /* JSON, but not a Benefactor file of this kind */
  BF_DOCUMENT_ERROR_VERSION,    /* written by a newer Benefactor */
  BF_DOCUMENT_ERROR_CONTENT,    /* a field with a wrong or impossible value */
  BF_DOCUMENT_ERROR_NOT_FINISHED, /* the game cannot be scored as finished yet */
} BfDocumentError;

GQuark      bf_document_error_quark    (void);

/* What a document is scored as (the interface's "score"). */
typedef enum
{
  BF_DOCUMENT_SCORE_FINISHED,   /* the finished game, as the history keeps it */
  BF_DOCUMENT_SCORE_AS_ENTERED, /* the table as it stands: the live score
                                 * sheet, the exports, `benefactor --score` */
} BfDocumentScore;

#define BF_TYPE_DOCUMENT (bf_document_get_type ())

G_DECLARE_INTERFACE (BfDocument, bf_document, BF, DOCUMENT, GObject)

struct _BfDocumentInterface
{
  GTypeInterface parent_iface;

  /* The whole document as the JSON text of its file format, with a
   * top-level "format" member naming the format. */
  char *(*to_data)  (BfDocument *self,
                     gsize      *length);

  /* Optional: one line that tells the players which game this is, e.g.
   * "Carnegie: Anna, Ben" (translated). */
  char *(*describe) (BfDocument *self);

  /* Optional: the result, the one type every game produces. @what
   * BF_DOCUMENT_SCORE_FINISHED: the finished game, NULL with
   * BF_DOCUMENT_ERROR_NOT_FINISHED and a message that says what is
   * missing when it is not finished. BF_DOCUMENT_SCORE_AS_ENTERED: the
   * entries as they stand, what is missing scored as nothing yet and
   * said on the card; NULL (with the game's own error) only when the
   * entries cannot be scored at all. */
  BfScoreCard *(*score) (BfDocument       *self,
                         BfDocumentScore   what,
                         GError          **error);
};

/* Reads a document of its format from the parsed file (the caller has
 * checked that "format" names it). @lenient: also accept a document that
 * is unfinished (work in progress, as autosaved). */
typedef BfDocument *(*BfDocumentLoadFunc) (JsonNode    *root,
                                           gboolean     lenient,
                                           GError     **error);

char       *bf_document_to_data        (BfDocument  *self,
                                        gsize       *length);
char       *bf_document_describe       (BfDocument  *self);
/* The finished game's score card (see the interface's "score"); a kind
 * of document that cannot be scored fails with
 * BF_DOCUMENT_ERROR_NOT_FINISHED too. */
BfScoreCard *bf_document_score         (BfDocument  *self,
                                        GError     **error);
/* The card of the entries as they stand (see the interface's "score"):
 * what the score sheets beside the entries, the exports and `benefactor
 * --score` show. */
BfScoreCard *bf_document_score_as_entered (BfDocument  *self,
                                           GError     **error);

/* Registers the loader of the files whose top-level "format" is @format.
 * Each document type registers itself in its class_init. */
void        bf_document_register_format (const char        *format,
                                         BfDocumentLoadFunc  load);

/* Loads a document of any registered format. */
BfDocument *bf_document_load_data      (const char  *data,
                                        gssize       length,
                                        gboolean     lenient,
                                        GError     **error);
BfDocument *bf_document_load_file      (GFile        *file,
                                        gboolean      lenient,
                                        GCancellable *cancellable,
                                        GError      **error);
gboolean    bf_document_save_file      (BfDocument   *self,
                                        GFile        *file,
                                        GCancellable *cancellable,
                                        GError      **error);

/* The one way Benefactor saves a file (documents, score pad exports):
 * @length bytes of @data go to @file through g_file_replace_contents().
 * An existing file gets its new contents in a temporary file in the
 * same folder, renamed over it, so that a failure leaves it as it was;
 * a new file is created in place. On failure @error keeps the cause's
 * domain and code, and its message names @file: "Could not save “…”:
 * <cause>". */
gboolean    bf_document_save_data      (GFile        *file,
                                        const char   *data,
                                        gsize         length,
                                        GCancellable *cancellable,
                                        GError      **error);

G_END_DECLS
