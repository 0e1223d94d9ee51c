import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress } from './addresses.ts';

describe('withdrawal addresses', () => {
  it('accepts real TRC20 addresses and refuses a broken checksum or wrong shape', () => {
    // The USDT contract on TRON and the TRON "black hole" address, both public.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('XR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
  });

  it('accepts 0x + 40 hex digits as an ERC20 address', () => {
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831ec')).toBe(false);
    expect(isEthereumAddress('dAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(isEthereumAddress('0xgAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
  });
});
