'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import type { FlightDetails } from '@/lib/practice/exercises/reservation/api-types';
import type { Booking } from '@/lib/practice/exercises/reservation/booking';
import type { Flight } from '@/lib/practice/exercises/reservation/flights';
import { DEFAULT_SORT, type SortOrder } from '@/lib/practice/exercises/reservation/results';
import type { PassengerForm, Search, SearchForm } from '@/lib/practice/exercises/reservation/schemas';
import { flightUrl, flightsUrl, isFlightDetails, isSearchResult } from './api';
import type { StepId } from './steps';

// The booking flow's memory (docs/practice/reservation.md#flow): everything entered so far, kept while the
// learner moves back and forth, and the two reads the flow makes (the search and the chosen flight). It lives
// in the exercise's client tree only, so a reset or a bug-mode switch (which remount it) starts afresh.

export type Remote<T> = { phase: 'idle' } | { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; data: T };

export interface FlowState {
  step: StepId;
  /** Whether the learner has moved between steps yet: only then does a new step take the focus. */
  navigated: boolean;
  searchForm: SearchForm;
  /** Field messages the server gave for the last search, shown on the search form. */
  searchErrors: Record<string, string> | null;
  search: Search | null;
  results: Remote<Flight[]>;
  sort: SortOrder;
  page: number;
  flightId: string | null;
  details: Remote<FlightDetails>;
  /** null: no hotel. */
  hotelId: string | null;
  passengers: PassengerForm[];
  seats: string[];
  booking: Booking | null;
}

export const EMPTY_PASSENGER: PassengerForm = { firstName: '', lastName: '', email: '', dateOfBirth: '', passport: '' };

function initialFlow(): FlowState {
  return {
    step: 'search',
    navigated: false,
    searchForm: { from: '', to: '', date: '', passengers: '1' },
    searchErrors: null,
    search: null,
    results: { phase: 'idle' },
    sort: DEFAULT_SORT,
    page: 1,
    flightId: null,
    details: { phase: 'idle' },
    hotelId: null,
    passengers: [{ ...EMPTY_PASSENGER }],
    seats: [],
    booking: null,
  };
}

/** Keeps what was typed for the first `count` passengers, adding empty ones as needed. */
function resize(passengers: PassengerForm[], count: number): PassengerForm[] {
  return Array.from({ length: count }, (_, index) => passengers[index] ?? { ...EMPTY_PASSENGER });
}

const FAILED_SEARCH = 'The flights could not be loaded. Please try again.';
const FAILED_DETAILS = 'This flight could not be loaded. Please try again.';

export function useBookingFlow() {
  const router = useRouter();
  const [flow, setFlow] = useState<FlowState>(initialFlow);
  // Only the latest read may land: an older reply (a search changed meanwhile) is dropped.
  const searchTicket = useRef(0);
  const detailsTicket = useRef(0);

  const update = (change: Partial<FlowState>) => setFlow((current) => ({ ...current, ...change }));
  const goTo = (step: StepId) => update({ step, navigated: true });

  async function loadResults(form: SearchForm) {
    const ticket = ++searchTicket.current;
    update({ results: { phase: 'loading' } });
    const reply = await requestJson<{ flights?: Flight[]; errors?: Record<string, string> }>(flightsUrl(form));
    if (ticket !== searchTicket.current) return;
    if (reply.status === 401) return void logout(router.push);
    if (reply.status === 400) {
      // The server's clock or rules disagree with the form (a page left open past midnight): back to the form.
      update({ step: 'search', results: { phase: 'idle' }, searchErrors: reply.data.errors ?? { date: replyMessage(reply) } });
      return;
    }
    if (reply.status !== 200 || !isSearchResult(reply.data)) {
      update({ results: { phase: 'failed', message: replyMessage(reply, FAILED_SEARCH) } });
      return;
    }
    update({ results: { phase: 'ready', data: reply.data.flights } });
  }

  function submitSearch(form: SearchForm, search: Search) {
    setFlow((current) => ({
      ...current,
      step: 'results',
      navigated: true,
      searchForm: form,
      searchErrors: null,
      search,
      sort: DEFAULT_SORT,
      page: 1,
      // A new search starts the choice of flight, hotel and seats again; passengers typed so far stay.
      flightId: null,
      details: { phase: 'idle' },
      hotelId: null,
      seats: [],
      passengers: resize(current.passengers, search.passengers),
    }));
    void loadResults(form);
  }

  async function loadDetails(id: string) {
    const ticket = ++detailsTicket.current;
    update({ details: { phase: 'loading' } });
    const reply = await requestJson(flightUrl(id));
    if (ticket !== detailsTicket.current) return;
    if (reply.status === 401) return void logout(router.push);
    if (reply.status !== 200 || !isFlightDetails(reply.data)) {
      update({ details: { phase: 'failed', message: replyMessage(reply, FAILED_DETAILS) } });
      return;
    }
    update({ details: { phase: 'ready', data: reply.data } });
  }

  function chooseFlight(id: string) {
    setFlow((current) => ({
      ...current,
      step: 'details',
      navigated: true,
      flightId: id,
      ...(id === current.flightId ? {} : { hotelId: null, seats: [] }),
    }));
    void loadDetails(id);
  }

  return {
    flow,
    goTo,
    submitSearch,
    retrySearch: () => void loadResults(flow.searchForm),
    setSort: (sort: SortOrder) => update({ sort, page: 1 }),
    setPage: (page: number) => update({ page }),
    chooseFlight,
    retryDetails: () => flow.flightId && void loadDetails(flow.flightId),
    chooseHotel: (hotelId: string | null) => update({ hotelId }),
    savePassengers: (passengers: PassengerForm[], step: StepId) => update({ passengers, step, navigated: true }),
    setSeats: (seats: string[]) => update({ seats }),
    booked: (booking: Booking) => update({ booking, step: 'confirmation', navigated: true }),
    startOver: () => setFlow({ ...initialFlow(), navigated: true }),
  };
}
