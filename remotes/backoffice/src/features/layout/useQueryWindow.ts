// A list that reads what it shows: the last N of one database query (newest first), `pageSize` more at a time
// («Ver más»). What the query cannot say (`matches`: a search, a status within a month) is filtered from the window;
// while the pages are not full and the query has more, a window twice as wide is read (a search through many
// items stays a few reads). The last window stays on screen until the next one arrives.
import { useEffect, useMemo, useState } from 'react';

export interface QueryWindow<T> {
  items: T[];
  /** The query filled the window: there may be more. */
  full: boolean;
}

export type WatchWindow<Q, T> = (query: Q, size: number, onData: (window: QueryWindow<T>) => void, onError: () => void) => () => void;

export interface WindowedList<T> {
  status: 'loading' | 'ready' | 'error';
  /** What the list shows, newest first. */
  items: T[];
  /** There may be more than shown. */
  canShowMore: boolean;
  showMore: () => void;
}

export function useQueryWindow<Q, T>(query: Q, watch: WatchWindow<Q, T>, matches: (item: T) => boolean, pageSize: number): WindowedList<T> {
  const queryKey = JSON.stringify(query);
  const [pages, setPages] = useState({ queryKey, pages: 1 });
  const [limit, setLimit] = useState({ queryKey, size: pageSize });
  const [read, setRead] = useState<{ window: QueryWindow<T>; queryKey: string; size: number } | null>(null);
  const [failed, setFailed] = useState(false);
  // A new query starts again at one page.
  const shownPages = pages.queryKey === queryKey ? pages.pages : 1;
  const size = limit.queryKey === queryKey ? limit.size : pageSize;

  useEffect(() => {
    setFailed(false);
    return watch(
      JSON.parse(queryKey) as Q,
      size,
      (value) => setRead({ window: value, queryKey, size }),
      () => setFailed(true),
    );
  }, [queryKey, size, watch]);

  const latest = read && read.queryKey === queryKey ? read.window : null;
  const matching = useMemo(() => (latest ? latest.items.filter(matches) : []), [latest, matches]);
  const wanted = shownPages * pageSize;
  const current = read !== null && read.queryKey === queryKey && read.size === size;
  const full = latest?.full ?? false;
  useEffect(() => {
    if (current && full && matching.length < wanted) setLimit({ queryKey, size: size * 2 });
  }, [current, full, matching.length, wanted, size, queryKey]);

  return {
    status: failed && !latest ? 'error' : latest ? 'ready' : 'loading',
    items: matching.slice(0, wanted),
    canShowMore: matching.length > wanted || full,
    showMore: () => {
      setPages({ queryKey, pages: shownPages + 1 });
      setLimit({ queryKey, size: Math.max(size, (shownPages + 1) * pageSize) });
    },
  };
}
