// The weekend setting, read live through @salon/firebase. That library is a federation singleton provided
// by whichever app loads first (usually the host): a host deployed before `watchWeekendDays` existed
// provides a copy without it. Then the catalog keeps working with the default weekend instead of failing.
import * as firebase from '@salon/firebase';
import { DEFAULT_WEEKEND_DAYS, type Weekday } from '@salon/domain';

type WatchWeekendDays = typeof firebase.watchWeekendDays;

const withDefaults: WatchWeekendDays = (onData) => {
  console.warn('[catalog] @salon/firebase sin watchWeekendDays (host anterior): se usan viernes, sábado y domingo.');
  onData([...DEFAULT_WEEKEND_DAYS] as Weekday[]);
  return () => {};
};

export const watchWeekendDays: WatchWeekendDays =
  typeof (firebase as Partial<typeof firebase>).watchWeekendDays === 'function' ? firebase.watchWeekendDays : withDefaults;
