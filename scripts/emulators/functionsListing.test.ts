// The HTTP functions the backend loads when it starts, read from the Functions emulator's /backends listing.
import { httpFunctionUrls } from './functionsListing';

it('lists the HTTP and callable functions, not the database or scheduled ones', () => {
  const listing = {
    backends: [
      {
        functionTriggers: [
          { name: 'askAI', region: 'us-central1', platform: 'gcfv2', httpsTrigger: {} },
          { name: 'clientBudget', region: 'us-central1', platform: 'gcfv2', httpsTrigger: { invoker: ['public'] } },
          { name: 'expireHolds', region: 'us-central1', platform: 'gcfv2', eventTrigger: { eventType: 'pubsub', resource: '' } },
          { name: 'figuresOnBudget', region: 'us-central1', platform: 'gcfv2', eventTrigger: { eventType: 'google.firebase.database.ref.v1.written' } },
        ],
      },
    ],
  };
  expect(httpFunctionUrls(listing, 'http://127.0.0.1:5001', 'demo-salon')).toEqual([
    'http://127.0.0.1:5001/demo-salon/us-central1/askAI',
    'http://127.0.0.1:5001/demo-salon/us-central1/clientBudget',
  ]);
});

it('reads nothing from a listing it does not know', () => {
  expect(httpFunctionUrls({ error: 'no' }, 'http://127.0.0.1:5001', 'demo-salon')).toEqual([]);
  expect(httpFunctionUrls(null, 'http://127.0.0.1:5001', 'demo-salon')).toEqual([]);
});
