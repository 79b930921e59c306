/* bf-link-page.h
 *
 * What a seat's page is made of, besides its WebSocket
 * (docs/table-link.md, "The page"): the static files of data/link/ from
 * the GResource, board.json (the board drawn on the phone, in the
 * page's language) and strings.json (the page's own strings in that
 * language), and the language itself, picked from the browser's
 * Accept-Language among the app's languages.
 *
 * The page's language need not be the desktop's: its texts are looked up
 * in that language's message catalogue (the .mo file beside the
 * desktop's own, bf-i18n.c), never by switching the process's locale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bf-carnegie-game.h"
#include "bf-i18n.h"

G_BEGIN_DECLS

/* The languages of the page: "en" (the program's msgids), then the
 * translations of po/LINGUAS. */
gboolean    bf_link_page_is_language   (const char     *lang);
/* The page's language for an Accept-Language header (or NULL): the
 * first tag by quality whose primary subtag is one of the page's
 * languages; "en" when none is. Returns a static string. */
const char *bf_link_page_pick_language (const char     *accept_language);
/* @msgid (in @context, or none) in @lang; @msgid itself when the
 * catalogue has no translation of it (or no catalogue is found). */
const char *bf_link_page_gettext       (const char     *lang,
                                        const char     *context,
                                        const char     *msgid) G_GNUC_FORMAT (3);

/* Makes the calling thread speak @lang (bf_i18n_speak()) until it is
 * given back the catalogue returned: every text the core makes then, a
 * seat's score lines and an entry's refusal among them, is in @lang, read
 * from its catalogue, whatever locales the system has. */
BfCatalogue *bf_link_page_speak        (const char     *lang);

/* A static file of the page by its name ("app.js", "style.css",
 * "livingstone.js", or "" for index.html, whose <html lang> is @lang),
 * with its content type; NULL for any other name. */
GBytes     *bf_link_page_dup_file      (const char     *name,
                                        const char     *lang,
                                        const char    **content_type);
/* strings.json in @lang. */
GBytes     *bf_link_page_dup_strings   (const char     *lang);
/* board.json of @game in @lang. */
GBytes     *bf_link_page_dup_board     (BfCarnegieGame *game,
                                        const char     *lang);
/* board.json of a Livingstone game: only the players' colours (the
 * pad has no board to draw). */
GBytes     *bf_link_page_dup_colors    (const char     *lang);

G_END_DECLS
