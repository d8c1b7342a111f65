import { beforeAllValue } from './before-all';

class Counter {
  #count = 0;
  readonly label = 'counter';
  increment(): number {
    this.#count += 1;
    return this.#count;
  }
}

const withJar = Object.assign(async () => 'fetched', { jar: ['session=1'] });

describe('beforeAllValue', () => {
  const counter = beforeAllValue(async () => new Counter());
  const client = beforeAllValue(async () => ({ fetch: withJar, name: 'ROOT' }));
  let earlyRead: unknown;
  try {
    void counter.label;
  } catch (err) {
    earlyRead = err;
  }

  it('fails with a clear message when read before its hook', () => {
    expect(earlyRead).toEqual(new Error('read before its beforeAll hook made it'));
  });

  it('calls a method on the value itself, private fields included', () => {
    const { increment } = counter;
    expect(counter.increment()).toBe(1);
    expect(increment()).toBe(2);
  });

  it("keeps a function's own properties readable", async () => {
    expect(client.fetch.jar).toEqual(['session=1']);
    await expect(client.fetch()).resolves.toBe('fetched');
  });

  it('answers spreading, keys, equality and instanceof as the value does', () => {
    expect({ ...client }).toEqual({ fetch: withJar, name: 'ROOT' });
    expect(Object.keys(client)).toEqual(['fetch', 'name']);
    expect(client).toEqual({ fetch: withJar, name: 'ROOT' });
    expect(counter).toBeInstanceOf(Counter);
    expect('name' in client).toBe(true);
  });
});
