/* bf-i18n.h: the language a thread speaks, and the message catalogues
 * it speaks them from.
 *
 * The program translates its texts into its own language, the desktop's,
 * through gettext. A shared table's phones each have one of their own
 * (docs/table-link.md, "The score lines in the page's language"): while
 * a thread speaks a catalogue (bf_i18n_speak()), every text the core
 * makes on it (_(), C_(), bf_ngettext(), and the rule data's names and
 * texts, bf_carnegie_rules_get_default()) comes from that catalogue, a
 * .mo file read here, and not from the C library's locales: it needs no
 * locale of that language on the machine, and neither LANGUAGE nor the
 * desktop's own locale (C or C.UTF-8 included) changes it.
 *
 * The core's, the games' and the link's sources include this header for
 * _() and C_() instead of <glib/gi18n-lib.h> (which it includes).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

typedef struct _BfCatalogue BfCatalogue;

/* The catalogue of @lang ("de", "fr"… or "en", the msgids themselves),
 * read on first use from the .mo file beside the program's own
 * (bindtextdomain()) and kept for the program's life. Missing or damaged,
 * it is empty: its texts are the msgids. NULL when @lang is not a
 * language code (two or three lowercase letters, an optional "_XX"). */
BfCatalogue *bf_catalogue_get          (const char   *lang);
const char  *bf_catalogue_get_language (BfCatalogue  *self);
/* @msgid (in @context, or none) in @self's language; @msgid itself when
 * the catalogue has no translation of it. */
const char  *bf_catalogue_gettext      (BfCatalogue  *self,
                                        const char   *context,
                                        const char   *msgid) G_GNUC_FORMAT (3);
/* The form of @msgid / @msgid_plural for @n, by the catalogue's
 * Plural-Forms (English's n != 1 when it has none). */
const char  *bf_catalogue_ngettext     (BfCatalogue  *self,
                                        const char   *msgid,
                                        const char   *msgid_plural,
                                        gulong        n) G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);

/* Makes the calling thread speak @catalogue (NULL: the program's own
 * language again); returns the catalogue it spoke before, to give back
 * with another call. */
BfCatalogue *bf_i18n_speak             (BfCatalogue  *catalogue);
/* The catalogue the calling thread speaks, or NULL: the program's. */
BfCatalogue *bf_i18n_get_speaking      (void);

/* gettext in the calling thread's language. */
const char  *bf_gettext                (const char   *msgid) G_GNUC_FORMAT (1);
const char  *bf_pgettext               (const char   *msgctxtid,
                                        gsize         msgidoffset) G_GNUC_FORMAT (1);
const char  *bf_pgettext2              (const char   *context,
                                        const char   *msgid) G_GNUC_FORMAT (2);
const char  *bf_ngettext               (const char   *msgid,
                                        const char   *msgid_plural,
                                        gulong        n) G_GNUC_FORMAT (1) G_GNUC_FORMAT (2);

#undef _
#define _(String) ((char *) bf_gettext (String))
#undef C_
#define C_(Context, String) ((char *) bf_pgettext (Context "\004" String, sizeof (Context)))

G_END_DECLS
