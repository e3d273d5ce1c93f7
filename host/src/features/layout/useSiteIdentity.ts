import { useEffect, useState } from 'react';
import { watchCompanyName, watchComponentOrder } from '@salon/firebase';
import { DEFAULT_COMPONENT_ORDER, type HomeSectionSetting } from '@salon/domain';

export function useCompanyName(): string {
  const [name, setName] = useState('Salón');
  useEffect(() => watchCompanyName(setName), []);
  return name;
}

/** componentOrder, live; the defaults until the database answers. */
export function useHomeSections(): HomeSectionSetting[] {
  const [items, setItems] = useState<HomeSectionSetting[]>(DEFAULT_COMPONENT_ORDER);
  useEffect(() => watchComponentOrder(setItems), []);
  return items;
}
