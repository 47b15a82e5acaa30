'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { logout } from '@/components/auth/logout';
import { useApiRead } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import type { Booking } from '@/lib/practice/exercises/reservation/booking';
import { RESERVATION_MSG } from '@/lib/practice/exercises/reservation/messages';
import { BOOKINGS_URL, cancelUrl, parseBooking, parseBookings } from './api';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';

interface MyBookingsProps {
  /** Changes after a booking is made, so the list reads the server again. */
  refreshKey: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const READ_MESSAGES = { failed: 'Your bookings could not be loaded.', noData: 'Your bookings could not be read.' };

/** The learner's bookings, from the server, newest first; a confirmed one can be cancelled after a confirmation. */
export function MyBookings({ refreshKey, headingRef }: MyBookingsProps) {
  const router = useRouter();
  const { state, retry, refresh, update } = useApiRead(BOOKINGS_URL, { parse: parseBookings, messages: READ_MESSAGES });
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) refresh();
  }, [refreshKey, refresh]);

  async function cancel(booking: Booking) {
    setBusy(true);
    setStatus(null);
    const reply = await requestJson(cancelUrl(booking.ref), { method: 'POST' });
    setBusy(false);
    setCancelling(null);
    if (reply.status === 401) return void logout(router.push);
    const cancelled = reply.status === 200 ? parseBooking(reply.data) : null;
    if (!cancelled) {
      setStatus({ ok: false, message: replyMessage(reply, 'The booking could not be cancelled. Please try again.') });
      refresh();
      return;
    }
    update((bookings) => bookings.map((candidate) => (candidate.ref === cancelled.ref ? cancelled : candidate)));
    setStatus({ ok: true, message: RESERVATION_MSG.cancelled(cancelled.ref) });
  }

  return (
    <section aria-labelledby="my-bookings-title" data-test="my-bookings" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="my-bookings-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
        My bookings
      </h2>
      <div className="mt-3">
        <LiveStatus status={status} testId="bookings-status" />
      </div>
      <div className="mt-3">
        {state.phase === 'loading' ? <p className="text-slate-700">Loading your bookings…</p> : null}
        {state.phase === 'failed' ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{state.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={retry} data-test="bookings-retry">
              Try again
            </Button>
          </div>
        ) : null}
        {state.phase === 'ready' && state.data.length === 0 ? (
          <p className="text-slate-700" data-test="bookings-empty">
            You have no bookings yet.
          </p>
        ) : null}
        {state.phase === 'ready' && state.data.length > 0 ? (
          <ul className="space-y-3" data-test="bookings-list" aria-label="Your bookings, newest first">
            {state.data.map((booking) => (
              <BookingCard key={booking.ref} booking={booking} onCancel={setCancelling} />
            ))}
          </ul>
        ) : null}
      </div>
      <CancelBookingDialog booking={cancelling} busy={busy} onKeep={() => setCancelling(null)} onConfirm={(booking) => void cancel(booking)} />
    </section>
  );
}
