/* bf-history-game-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bf-history"

#include "config.h"

#include <string.h>

#include "bf-history-game-list.h"

/* Games read at a time: the list view asks for rows one by one, a
 * couple of hundred ahead of the screen. */
#define PAGE_SIZE 64

/* ------------------------------------------------------------------ */
/* BfHistoryItem                                                      */

struct _BfHistoryItem
{
  GObject          parent_instance;
  BfHistoryRecord *record;
};

G_DEFINE_FINAL_TYPE (BfHistoryItem, bf_history_item, G_TYPE_OBJECT)

static void
bf_history_item_finalize (GObject *object)
{
  BfHistoryItem *self = BF_HISTORY_ITEM (object);

  g_clear_pointer (&self->record, bf_history_record_unref);

  G_OBJECT_CLASS (bf_history_item_parent_class)->finalize (object);
}

static void
bf_history_item_class_init (BfHistoryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bf_history_item_finalize;
}

static void
bf_history_item_init (BfHistoryItem *self)
{
}

static BfHistoryItem *
bf_history_item_new (BfHistoryRecord *record)
{
  BfHistoryItem *self = g_object_new (BF_TYPE_HISTORY_ITEM, NULL);

  self->record = bf_history_record_ref (record);
  return self;
}

BfHistoryRecord *
bf_history_item_get_record (BfHistoryItem *self)
{
  g_return_val_if_fail (BF_IS_HISTORY_ITEM (self), NULL);

  return self->record;
}

/* ------------------------------------------------------------------ */
/* BfHistoryGameList                                                  */

struct _BfHistoryGameList
{
  GObject    parent_instance;

  /* owned */
  BfHistory *history;
  GPtrArray *ids;      /* char * */
  GPtrArray *items;    /* BfHistoryItem *, NULL until read; as long as ids */
};

static void bf_history_game_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BfHistoryGameList, bf_history_game_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, bf_history_game_list_model_init))

static GType
get_item_type (GListModel *model)
{
  return BF_TYPE_HISTORY_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  BfHistoryGameList *self = BF_HISTORY_GAME_LIST (model);

  return self->ids != NULL ? self->ids->len : 0;
}

/* Reads the page of games around @position. */
static void
read_page (BfHistoryGameList *self,
           guint              position)
{
  guint start = position - position % PAGE_SIZE;
  guint n = MIN (PAGE_SIZE, self->ids->len - start);
  const char * const *ids = (const char * const *) self->ids->pdata + start;
  g_autoptr(GPtrArray) records = bf_history_lookup_records (self->history, ids, n, TRUE);
  guint r = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BfHistoryRecord) missing = NULL;
      BfHistoryRecord *record;

      if (g_ptr_array_index (self->items, start + i) != NULL)
        continue;

      /* The records come in the order of the ids, those gone left out. */
      if (r < records->len &&
          strcmp (bf_history_record_get_id (g_ptr_array_index (records, r)), ids[i]) == 0)
        record = g_ptr_array_index (records, r++);
      else
        {
          /* Gone for good since the list was made (another Benefactor
           * purged it): a game without players until the list is made
           * again. */
          missing = bf_history_record_new (ids[i], BF_HISTORY_KIND_CARNEGIE, 0, BF_MODULE_NONE, 0);
          record = missing;
        }
      g_ptr_array_index (self->items, start + i) = bf_history_item_new (record);
    }
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  BfHistoryGameList *self = BF_HISTORY_GAME_LIST (model);

  if (self->ids == NULL || position >= self->ids->len)
    return NULL;

  if (g_ptr_array_index (self->items, position) == NULL)
    read_page (self, position);

  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
bf_history_game_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
bf_history_game_list_dispose (GObject *object)
{
  BfHistoryGameList *self = BF_HISTORY_GAME_LIST (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (bf_history_game_list_parent_class)->dispose (object);
}

static void
bf_history_game_list_class_init (BfHistoryGameListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bf_history_game_list_dispose;
}

static void
bf_history_game_list_init (BfHistoryGameList *self)
{
}

BfHistoryGameList *
bf_history_game_list_new (void)
{
  return g_object_new (BF_TYPE_HISTORY_GAME_LIST, NULL);
}

static void
clear_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

void
bf_history_game_list_set_ids (BfHistoryGameList *self,
                              BfHistory         *history,
                              GPtrArray         *ids)
{
  guint removed, added;

  g_return_if_fail (BF_IS_HISTORY_GAME_LIST (self));
  g_return_if_fail (history == NULL || BF_IS_HISTORY (history));

  if (history == NULL || ids == NULL)
    {
      history = NULL;
      ids = NULL;
    }

  removed = get_n_items (G_LIST_MODEL (self));
  g_set_object (&self->history, history);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->ids, g_ptr_array_unref);
  if (ids != NULL)
    {
      self->ids = g_ptr_array_ref (ids);
      self->items = g_ptr_array_new_full (ids->len, clear_item);
      g_ptr_array_set_size (self->items, ids->len);
    }
  added = get_n_items (G_LIST_MODEL (self));

  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, added);
}
