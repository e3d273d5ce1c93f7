// What the inquiry form checks a visitor's choice against: the page's availability (@salon/availability, the same
// load as the calendar, the chat and the calculator) and the hall's capacity (config/salon). Its own module, so
// the form's tests give it the facts they need.
import { useAvailability } from '@salon/availability';
import { parseHallFacts, type AvailabilityStatus, type IsoDate } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchHallFacts } from '@salon/firebase/data';

export interface InquiryFacts {
  /** The hall's capacity, when its facts give one. */
  capacity: number | null;
  /** 'no-verificable' while the availability cannot say. */
  status: (date: IsoDate) => AvailabilityStatus;
  /** The nearest free dates, closest first. */
  nearestFree: (date: IsoDate) => IsoDate[];
}

const watchFacts = watchHallFacts(parseHallFacts);

/** How many free dates the form offers in place of a taken one. */
export const ALTERNATIVE_DATES = 3;

export function useInquiryFacts(): InquiryFacts {
  const availability = useAvailability();
  const facts = useLive(watchFacts);
  return {
    capacity: facts.status === 'ready' ? facts.value.capacity : null,
    status: (date) => (availability.ready ? availability.lookup(date).status : 'no-verificable'),
    nearestFree: (date) => (availability.ready ? availability.nearestFreeDates(date, ALTERNATIVE_DATES).map((info) => info.date) : []),
  };
}
