'use client';
// Whether this server's codes really leave ('live') or land in the demo inbox ('demo'), asked once per page load.
// The hook is null until the server answers (or when it cannot), so neither the demo's inbox nor its note shows
// before it is known; a send made before then waits for the answer (codeDeliveryMode) to know whether to read the
// inbox.
import { useEffect, useState } from 'react';
import { readDelivery } from './otp-client';
import type { DeliveryReply } from './otp-client';

type DeliveryMode = DeliveryReply['mode'];

let asked: Promise<DeliveryMode | null> | null = null;

export function codeDeliveryMode(): Promise<DeliveryMode | null> {
  asked ??= readDelivery().then(
    (reply) => reply.mode,
    () => {
      // Asked again next time: a failed answer is not a mode.
      asked = null;
      return null;
    },
  );
  return asked;
}

export function useCodeDelivery(): DeliveryMode | null {
  const [mode, setMode] = useState<DeliveryMode | null>(null);
  useEffect(() => {
    let current = true;
    void codeDeliveryMode().then((answer) => {
      if (current) setMode(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return mode;
}
