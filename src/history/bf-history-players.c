/* bf-history-players.c
 *
 * The players of the history (bf-history.h): listed, found by name,
 * renamed and merged. A player is a row of "players" and the names that
 * lead to it ("names"); docs/history.md has the schema.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bf-history-private.h"

void
bf_history_player_free (BfHistoryPlayer *player)
{
  if (player == NULL)
    return;

  g_free (player->name);
  g_free (player);
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const BfHistoryPlayer *x = *(BfHistoryPlayer **) a;
  const BfHistoryPlayer *y = *(BfHistoryPlayer **) b;
  g_autofree char *fx = g_utf8_casefold (x->name, -1);
  g_autofree char *fy = g_utf8_casefold (y->name, -1);
  int c = g_utf8_collate (fx, fy);

  if (c != 0)
    return c;
  return (x->id > y->id) - (x->id < y->id);
}

GPtrArray *
bf_history_list_players (BfHistory *self)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func ((GDestroyNotify) bf_history_player_free);
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  stmt = _bf_history_statement (self,
                                "SELECT p.id, p.name, COUNT(*) FROM players p "
                                "JOIN seats s ON s.player = p.id "
                                "JOIN games g ON g.id = s.game AND g.deleted_at IS NULL "
                                "GROUP BY p.id");
  while (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
    {
      BfHistoryPlayer *player = g_new0 (BfHistoryPlayer, 1);

      player->id = sqlite3_column_int64 (stmt, 0);
      player->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      player->n_games = sqlite3_column_int (stmt, 2);
      g_ptr_array_add (players, player);
    }

  g_ptr_array_sort (players, compare_players);
  return g_steal_pointer (&players);
}

gint64
bf_history_find_player (BfHistory  *self,
                        const char *name)
{
  g_autofree char *key = NULL;
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), 0);

  key = bf_history_name_key (name);
  if (key == NULL)
    return 0;

  stmt = _bf_history_statement (self, "SELECT player FROM names WHERE key = ?1");
  if (stmt == NULL)
    return 0;

  sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return 0;

  return sqlite3_column_int64 (stmt, 0);
}

char *
bf_history_dup_player_name (BfHistory *self,
                            gint64     player)
{
  g_autoptr(BfHistoryStmt) stmt = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), NULL);

  stmt = _bf_history_statement (self, "SELECT name FROM players WHERE id = ?1");
  if (stmt == NULL)
    return NULL;

  sqlite3_bind_int64 (stmt, 1, player);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;

  return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
}

static gboolean
player_exists (BfHistory *self,
               gint64     player)
{
  g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT 1 FROM players WHERE id = ?1");

  if (stmt == NULL)
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, player);
  return sqlite3_step (stmt) == SQLITE_ROW;
}

static gboolean
check_player (BfHistory  *self,
              gint64      player,
              GError    **error)
{
  if (!player_exists (self, player))
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NOT_FOUND,
                           _("This player is not in the history."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
rename_player (BfHistory   *self,
               gint64       player,
               const char  *name,
               const char  *key,
               GError     **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "SELECT player FROM names WHERE key = ?1");

    if (stmt == NULL)
      {
        _bf_history_set_db_error (self, error);
        return FALSE;
      }

    sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
    if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_int64 (stmt, 0) != player)
      {
        g_set_error (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_NAME_TAKEN,
                     /* Translators: %s is a player's name */
                     _("Another player is already called “%s”: merge the two players instead."),
                     stripped);
        return FALSE;
      }
  }

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "UPDATE players SET name = ?2 WHERE id = ?1");

    if (stmt != NULL)
      {
        sqlite3_bind_int64 (stmt, 1, player);
        sqlite3_bind_text (stmt, 2, stripped, -1, SQLITE_STATIC);
      }
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }

  {
    g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, "INSERT OR IGNORE INTO names (key, player) VALUES (?1, ?2)");

    if (stmt != NULL)
      {
        sqlite3_bind_text (stmt, 1, key, -1, SQLITE_STATIC);
        sqlite3_bind_int64 (stmt, 2, player);
      }
    if (!_bf_history_step_done (self, stmt, error))
      return FALSE;
  }

  return TRUE;
}

gboolean
bf_history_rename_player (BfHistory   *self,
                          gint64       player,
                          const char  *name,
                          GError     **error)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  key = bf_history_name_key (name);
  if (key == NULL)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("A player needs a name."));
      return FALSE;
    }

  if (!check_player (self, player, error))
    return FALSE;

  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  if (!rename_player (self, player, name, key, error) ||
      !_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  _bf_history_emit_changed (self);
  return TRUE;
}

gboolean
bf_history_merge_players (BfHistory   *self,
                          gint64       into,
                          gint64       from,
                          GError     **error)
{
  static const char * const steps[] = {
    "UPDATE seats SET player = ?1 WHERE player = ?2",
    "UPDATE names SET player = ?1 WHERE player = ?2",
    "DELETE FROM players WHERE id = ?2",
  };

  g_return_val_if_fail (BF_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (into == from)
    {
      g_set_error_literal (error, BF_HISTORY_ERROR, BF_HISTORY_ERROR_INVALID,
                           _("A player cannot be merged into themselves."));
      return FALSE;
    }

  if (!check_player (self, into, error) || !check_player (self, from, error))
    return FALSE;

  if (!_bf_history_exec (self, "BEGIN IMMEDIATE", error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(BfHistoryStmt) stmt = _bf_history_statement (self, steps[i]);

      if (stmt != NULL)
        {
          sqlite3_bind_int64 (stmt, 1, into);
          sqlite3_bind_int64 (stmt, 2, from);
        }
      if (!_bf_history_step_done (self, stmt, error))
        {
          sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
          return FALSE;
        }
    }

  if (!_bf_history_exec (self, "COMMIT", error))
    {
      sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }

  _bf_history_emit_changed (self);
  return TRUE;
}
