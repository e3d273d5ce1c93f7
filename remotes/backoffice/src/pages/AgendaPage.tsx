// /agenda: the hall's calendar for staff (issue 42): events, provisional holds with when they lapse, blocked
// dates, holidays and visit slots, by month, week or as a list; an event of a budget opens it. Admin only.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { AgendaPanel } from '../features/agenda/AgendaView';
import '../features/agenda/agenda.css';

export default function AgendaPage() {
  return (
    <RequireStaff roles={['admin']} loginPath="/login">
      <StaffLayout title="Agenda" description="La agenda del salón: eventos, reservas provisorias, fechas bloqueadas, feriados y visitas.">
        <AgendaPanel />
      </StaffLayout>
    </RequireStaff>
  );
}
