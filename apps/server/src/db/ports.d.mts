/** A TCP port free on loopback now, outside the kernel's own range, never twice per process (ports.mjs). */
export function freePort(): Promise<number>;
