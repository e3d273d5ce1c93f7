// The home page: its sections, in the order and visibility staff set in componentOrder.
import type { ComponentType } from 'react';
import { usePageMeta } from '@salon/ui';
import { useCompanyName, useHomeSections } from '../layout/useSiteIdentity';
import { HOME_SECTION_COMPONENTS } from './sections';
import { useVenueStructuredData } from './useVenueStructuredData';
import './home.css';

export function HomePage() {
  const companyName = useCompanyName();
  const sections = useHomeSections();
  usePageMeta(companyName, `${companyName}: salón de eventos. Precios del mes, fotos, plano, fechas libres y presupuesto al instante.`, {
    tabTitle: false,
  });
  useVenueStructuredData(companyName);
  return (
    <div className="home">
      {sections
        .filter((section) => section.isVisible)
        .map(({ name }) => {
          const Section: ComponentType<{ companyName: string }> | undefined = HOME_SECTION_COMPONENTS[name];
          return Section ? <Section key={name} companyName={companyName} /> : null;
        })}
    </div>
  );
}
