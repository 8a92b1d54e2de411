import { describe, expect, it } from 'vitest';
import { deviceTokenRegistration } from './onboarding.js';
import { isPrivateAddress, pushEndpointProblem, subscriptionEndpoint } from './push-endpoint.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
  ])('%s is not public', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '142.250.74.106',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4007:80c::200a',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('is false for what is not an address', () => {
    expect(isPrivateAddress('fcm.googleapis.com')).toBe(false);
    expect(isPrivateAddress('1.2.3')).toBe(false);
    expect(isPrivateAddress('1:2:3')).toBe(false);
  });
});

describe('pushEndpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://push.example.com:8443/x',
    'https://[2a00:1450:4007:80c::200a]/x',
    'https://8.8.8.8/x',
  ])('accepts %s', (endpoint) => expect(pushEndpointProblem(endpoint)).toBeNull());

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'https'],
    ['ftp://push.example.com/x', 'https'],
    ['not a url', 'valid URL'],
    ['https://user:pass@push.example.com/x', 'credentials'],
    ['https://127.0.0.1/x', 'public address'],
    ['https://127.1/x', 'public address'],
    ['https://2130706433/x', 'public address'],
    ['https://0x7f000001/x', 'public address'],
    ['https://0/x', 'public address'],
    ['https://10.0.0.8:9200/x', 'public address'],
    ['https://169.254.169.254/latest/meta-data', 'public address'],
    ['https://[::1]/x', 'public address'],
    ['https://[::ffff:127.0.0.1]/x', 'public address'],
    ['https://[fd00::1]/x', 'public address'],
    ['https://[fe80::1]/x', 'public address'],
    ['https://localhost/x', 'public host'],
    ['https://LOCALHOST./x', 'public host'],
    ['https://push.localhost/x', 'public host'],
    ['https://redis:6379/x', 'public host'],
  ])('refuses %s', (endpoint, why) => expect(pushEndpointProblem(endpoint)).toContain(why));
});

describe('device token registration', () => {
  const subscription = (endpoint: unknown) =>
    JSON.stringify({ endpoint, keys: { p256dh: 'BNc', auth: 'xyz' } });

  it('accepts native tokens and subscriptions to a public https push service', () => {
    expect(deviceTokenRegistration.safeParse({ deviceToken: 'fcm-native-token' }).success).toBe(
      true,
    );
    expect(
      deviceTokenRegistration.safeParse({
        deviceToken: subscription('https://fcm.googleapis.com/fcm/send/abc'),
      }).success,
    ).toBe(true);
  });

  it('refuses a subscription whose endpoint is not https on a public host', () => {
    for (const endpoint of [
      'http://127.0.0.1:9999/push',
      'https://10.0.0.1/x',
      'https://localhost/x',
      42,
    ]) {
      const result = deviceTokenRegistration.safeParse({ deviceToken: subscription(endpoint) });
      expect(result.success).toBe(false);
    }
  });

  it('finds the endpoint of a subscription only', () => {
    expect(subscriptionEndpoint('native')).toBeUndefined();
    expect(subscriptionEndpoint('{not json')).toBeUndefined();
    expect(subscriptionEndpoint('{"keys":{}}')).toBeUndefined();
    expect(subscriptionEndpoint(subscription('https://a.example/x'))).toBe('https://a.example/x');
  });
});
