// /admin: prices for the whole season, contact, the site's names, the hall's facts, bookings, payment terms, photos, promotions and the calendar feed.
import { RequireStaff } from '../features/auth/RequireStaff';
import { StaffLayout } from '../features/layout/StaffLayout';
import { PriceGrid } from '../features/admin/PriceGrid';
import { ContactForm, IdentityForm } from '../features/admin/SiteForms';
import { BookingsEditor } from '../features/admin/BookingsEditor';
import { HoldDaysForm } from '../features/admin/HoldDaysForm';
import { PaymentTermsForm } from '../features/admin/PaymentTermsForm';
import { GalleriesEditor } from '../features/admin/GalleriesEditor';
import { PromotionsEditor } from '../features/admin/PromotionsEditor';
import { CalendarFeedSection } from '../features/admin/CalendarFeedSection';
import { HallFactsEditor } from '../features/salon/HallFactsEditor';
import '../features/admin/admin.css';

export default function AdminPage() {
  return (
    <RequireStaff roles={['admin']}>
      <StaffLayout title="Administración" description="Precios, contacto, reservas, fotos y promociones del salón.">
        <nav aria-label="En esta página">
          <ul className="staff-toc">
            <li>
              <a href="#precios">Precios</a>
            </li>
            <li>
              <a href="#contacto">Contacto y nombre</a>
            </li>
            <li>
              <a href="#salon">El salón</a>
            </li>
            <li>
              <a href="#reservas">Reservas</a>
            </li>
            <li>
              <a href="#cobros">Seña y saldo</a>
            </li>
            <li>
              <a href="#fotos">Fotos</a>
            </li>
            <li>
              <a href="#promociones">Promociones</a>
            </li>
            <li>
              <a href="#calendario-telefono">Calendario para tu teléfono</a>
            </li>
          </ul>
        </nav>
        <div id="precios">
          <PriceGrid />
        </div>
        <div id="contacto">
          <ContactForm />
          <IdentityForm />
        </div>
        <div id="salon">
          <HallFactsEditor />
        </div>
        <div id="reservas">
          <BookingsEditor />
          <HoldDaysForm />
        </div>
        <div id="cobros">
          <PaymentTermsForm />
        </div>
        <div id="fotos">
          <GalleriesEditor />
        </div>
        <div id="promociones">
          <PromotionsEditor />
        </div>
        <div id="calendario-telefono">
          <CalendarFeedSection />
        </div>
      </StaffLayout>
    </RequireStaff>
  );
}
