/* bf-game-file.h
 *
 * Benefactor game files: the whole table of a Carnegie game as versioned
 * JSON. The format is public and documented in docs/game-file-format.md.
 *
 * Loading either returns a complete, validated BfCarnegieGame or an error; nothing
 * is ever half-loaded. Errors are BF_DOCUMENT_ERROR when the file cannot be
 * read or its content is not a well-formed game file (the message names
 * the player and the field), BF_CARNEGIE_GAME_ERROR (the model's message, which
 * names the player) when it describes a table that cannot exist, and
 * G_IO_ERROR_CANCELLED when cancelled.
 *
 * bf_game_file_to_data() output is canonical: loading it and writing it
 * again gives the same bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "bf-carnegie-game.h"
#include "bf-document.h"

G_BEGIN_DECLS

#define BF_GAME_FILE_FORMAT  "benefactor-carnegie"
/* 2: "setup.timeline" lists the tiles left to right (1: one per row). */
#define BF_GAME_FILE_VERSION 2

typedef enum /*< flags >*/
{
  BF_GAME_FILE_LOAD_DEFAULT = 0,
  /* Also accept a table that bf_carnegie_game_validate() refuses: work in progress,
   * as autosaved or saved in the middle of entering it. The file must
   * still be well-formed and every value possible on its own. */
  BF_GAME_FILE_LOAD_UNFINISHED = 1 << 0,
} BfGameFileLoadFlags;

/* The id of one expansion module or optional rule in game files
 * ("new-donations"…), or NULL if @module is not exactly one module. */
const char *bf_game_file_get_module_id (BfModules     module);
gboolean    bf_game_file_lookup_module (const char   *id,
                                        BfModules    *module);

JsonNode   *bf_game_file_to_json       (BfCarnegieGame       *game);
char       *bf_game_file_to_data       (BfCarnegieGame *game,
                                        gsize          *length);
BfCarnegieGame     *bf_game_file_from_json     (JsonNode     *root,
                                                GError      **error);
BfCarnegieGame     *bf_game_file_from_data     (const char   *data,
                                                gssize        length,
                                                GError      **error);

BfCarnegieGame     *bf_game_file_load          (GFile        *file,
                                                GCancellable *cancellable,
                                                GError      **error);
BfCarnegieGame     *bf_game_file_from_json_full (JsonNode    *root,
                                        BfGameFileLoadFlags flags,
                                        GError      **error);
BfCarnegieGame     *bf_game_file_from_data_full (const char  *data,
                                        gssize        length,
                                        BfGameFileLoadFlags flags,
                                        GError      **error);
BfCarnegieGame     *bf_game_file_load_full     (GFile        *file,
                                                BfGameFileLoadFlags flags,
                                                GCancellable *cancellable,
                                                GError      **error);
/* Writes atomically (temporary file then rename). Errors are G_IO_ERROR. */
gboolean    bf_game_file_save          (BfCarnegieGame *game,
                                        GFile          *file,
                                        GCancellable   *cancellable,
                                        GError        **error);

G_END_DECLS
