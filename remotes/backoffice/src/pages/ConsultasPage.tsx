// /consultas: the inquiries inbox. Admin only; the database rules say the same.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { InquiryInbox } from '../features/consultas/InquiryInbox';
import '../features/consultas/consultas.css';

export default function ConsultasPage() {
  return (
    <RequireStaff roles={['admin']} loginPath="/login">
      <StaffLayout title="Consultas">
        <InquiryInbox />
      </StaffLayout>
    </RequireStaff>
  );
}
