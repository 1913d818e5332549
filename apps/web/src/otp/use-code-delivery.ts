'use client';
// Whether this server's codes really leave ('live') or land in the demo inbox ('demo'), asked once per page load;
// null until it answers (or when it cannot), so neither the demo's inbox nor its note shows before it is known.
import { useEffect, useState } from 'react';
import { readDelivery } from './otp-client';

type DeliveryReply = Awaited<ReturnType<typeof readDelivery>>;

let asked: Promise<DeliveryReply['mode'] | null> | null = null;

export function useCodeDelivery(): DeliveryReply['mode'] | null {
  const [mode, setMode] = useState<DeliveryReply['mode'] | null>(null);
  useEffect(() => {
    let current = true;
    asked ??= readDelivery().then(
      (reply) => reply.mode,
      () => {
        asked = null;
        return null;
      },
    );
    void asked.then((answer) => {
      if (current) setMode(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return mode;
}
