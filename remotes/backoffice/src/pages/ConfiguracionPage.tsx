// /configuracion: calendars and end date, holidays, the home page's sections and the site's colours.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { CalendarSettings } from '../features/configuracion/CalendarSettings';
import { HolidayOverridesEditor, RecurringHolidaysEditor } from '../features/configuracion/HolidaysEditor';
import { HomeSectionsEditor } from '../features/configuracion/HomeSectionsEditor';
import { ThemeEditor } from '../features/configuracion/ThemeEditor';
import '../features/configuracion/configuracion.css';

export default function ConfiguracionPage() {
  return (
    <RequireStaff roles={['admin']}>
      <StaffLayout title="Configuración" description="Calendarios, feriados, secciones de inicio y tema del sitio.">
        <CalendarSettings />
        <HolidayOverridesEditor />
        <RecurringHolidaysEditor />
        <HomeSectionsEditor />
        <ThemeEditor />
      </StaffLayout>
    </RequireStaff>
  );
}
