import { useLive } from '@salon/firebase';
import { watchCompanyName, watchComponentOrder } from '@salon/firebase/data';
import { DEFAULT_COMPONENT_ORDER, DEFAULT_SITE_NAME, type HomeSectionSetting } from '@salon/domain';

/** The company name, live; from the page's snapshot at first (prerendered pages), the default until the database answers. */
export function useCompanyName(): string {
  const name = useLive(watchCompanyName);
  return name.status === 'ready' ? name.value : DEFAULT_SITE_NAME;
}

/** componentOrder, live; the defaults until the database answers. */
export function useHomeSections(): HomeSectionSetting[] {
  const items = useLive(watchComponentOrder);
  return items.status === 'ready' ? items.value : DEFAULT_COMPONENT_ORDER;
}
