import 'server-only';
import type { ExchangeObserver } from '../../api/observed-exchange';
import { SERVER_EXERCISES } from '../server-registry';

// The inbox routes' `observe` (docs/architecture.md#challenges): the inbox belongs to the lab, not to one exercise,
// so each exercise that mails the learner sees its exchanges through its server entry (`observeInbox`), and no
// exercise is named here.
export const observeInbox: ExchangeObserver = async (exchange) => {
  for (const entry of Object.values(SERVER_EXERCISES)) await entry.observeInbox?.(exchange);
};
