import { resolveBackendConfig } from '@salon/firebase';
import { calendarFeedAddressesFor, calendarFeedBaseUrl } from './calendarFeed';

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
});

it("on the embedded backend: the Functions emulator on the page's host (this machine only)", () => {
  delete process.env.FIREBASE_PROJECT_ID;
  expect(calendarFeedBaseUrl(resolveBackendConfig('localhost'))).toBe('http://localhost:5001/demo-salon/us-central1/calendarFeed');
  expect(calendarFeedAddressesFor('abc', resolveBackendConfig('192.168.0.10'))).toEqual({
    https: 'http://192.168.0.10:5001/demo-salon/us-central1/calendarFeed?token=abc',
    webcal: 'webcal://192.168.0.10:5001/demo-salon/us-central1/calendarFeed?token=abc',
    local: true,
  });
});

it('with a real project: the deployed function in its region', () => {
  process.env.FIREBASE_PROJECT_ID = 'salon-las-flores';
  expect(calendarFeedAddressesFor('abc', resolveBackendConfig('salon.example'))).toEqual({
    https: 'https://us-central1-salon-las-flores.cloudfunctions.net/calendarFeed?token=abc',
    webcal: 'webcal://us-central1-salon-las-flores.cloudfunctions.net/calendarFeed?token=abc',
    local: false,
  });
});
