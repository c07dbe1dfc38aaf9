// Redis for scale-out mode (REDIS_URL, ADR 0022): one command connection per process, shared by
// the socket.io adapter (which duplicates it for pub/sub), the rate-limit store and the
// scheduler's leader lock.
import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';

export type Redis = RedisClientType;

export async function connectRedis(url: string, log?: { warn(obj: unknown, msg: string): void }): Promise<Redis> {
  const { createClient } = await import('redis');
  const client = createClient({ url }) as Redis;
  // Without a listener an 'error' (Redis restarting) would crash the process; the client reconnects.
  client.on('error', (err: unknown) => log?.warn({ err }, 'redis connection error'));
  await client.connect();
  return client;
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * A lease held by one process at a time: `isLeader()` takes the key when free (SET NX PX) or
 * renews it when it is ours. A leader that dies stops renewing and another takes over after ttlMs.
 */
export function redisLeaderLock(client: Redis, name: string, ttlMs: number) {
  const me = `${process.pid}:${randomUUID()}`;
  const key = `portal:leader:${name}`;
  return {
    id: me,
    async isLeader(): Promise<boolean> {
      if ((await client.set(key, me, { NX: true, PX: ttlMs })) === 'OK') return true;
      return Number(await client.eval(RENEW, { keys: [key], arguments: [me, String(ttlMs)] })) === 1;
    },
    async release() {
      await client.eval(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`, { keys: [key], arguments: [me] });
    },
  };
}
