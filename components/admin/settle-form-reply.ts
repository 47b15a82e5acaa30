// The admin forms' name for the shared reply handling, which now lives with the other form helpers.
export { settleFormReply, type FormReplyOutcome } from '@/components/forms/settle-form-reply';
