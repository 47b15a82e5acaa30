'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { postJson, replyMessage } from '@/lib/client/post-json';
import { contactPayloadSchema, type ContactPayload, type ContactPayloadInput } from '@/lib/validation/contact';
import { MSG } from '@/lib/messages';
import { TextField } from '@/components/ui/text-field';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { TextareaField } from './textarea-field';
import { LiveStatus } from '@/components/ui/live-status';
import { Button } from '@/components/ui/button';

const DEFAULTS: ContactPayloadInput = { name: '', phone: '', email: '', message: '', recaptchaToken: '' };
const FIELDS: FieldPath<ContactPayloadInput>[] = ['name', 'phone', 'email', 'message', 'recaptchaToken'];

interface Status {
  ok: boolean;
  message: string;
}

/** Contact (docs/product.md#contact): name, phone, e-mail, message and the captcha; the server checks them all again. */
export function ContactForm() {
  const captcha = useRef<CaptchaHandle>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactPayloadInput, unknown, ContactPayload>({
    resolver: zodResolver(contactPayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: DEFAULTS,
  });

  // The token has no input of its own: the widget fills it in, and the schema still checks it.
  useEffect(() => {
    register('recaptchaToken');
  }, [register]);

  function onCaptchaChange(payload: string | null) {
    setValue('recaptchaToken', payload ?? '');
    if (payload) clearErrors('recaptchaToken');
  }

  async function onSubmit(values: ContactPayload) {
    setStatus(null);
    const reply = await postJson('/api/contact', values);
    if (reply.status === 200 && reply.data.success) {
      reset(DEFAULTS);
      captcha.current?.reset();
      setStatus({ ok: true, message: reply.data.message ?? MSG.contactSent });
      return;
    }
    const serverErrors = reply.data.errors ?? {};
    const fieldRefused = FIELDS.some((field) => field !== 'recaptchaToken' && serverErrors[field]);
    // A refused field or the rate limit stops the request before the captcha is checked, so the
    // solution is still good; after any other failure it may have been used up, so ask for a new one.
    if (!fieldRefused && reply.status !== 429) captcha.current?.reset();
    for (const field of FIELDS) {
      if (serverErrors[field]) setError(field, { type: 'server', message: serverErrors[field] });
    }
    setStatus({ ok: false, message: reply.status === 429 ? replyMessage(reply) : MSG.contactFailed });
  }

  return (
    // handleSubmit is built inside the event, so the captcha ref is only read while handling it.
    <form onSubmit={(event) => handleSubmit(onSubmit)(event)} noValidate aria-label="Contact us" aria-busy={isSubmitting} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          autoComplete="name"
          maxLength={80}
          data-test="contact-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="contact-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          data-test="contact-phone"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        data-test="contact-email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        rows={6}
        maxLength={5000}
        data-test="contact-message"
        error={errors.message?.message}
        {...register('message')}
      />
      <CaptchaWidget ref={captcha} onChange={onCaptchaChange} error={errors.recaptchaToken?.message} />
      <Button type="submit" busy={isSubmitting} data-test="contact-submit" className="w-full sm:w-auto sm:px-8">
        Send Message
      </Button>
      <LiveStatus status={status} testId="contact-status" />
    </form>
  );
}
