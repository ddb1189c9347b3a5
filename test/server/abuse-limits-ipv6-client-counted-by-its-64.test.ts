// Keys a client cannot choose: the key every per-address limit counts (attempt-limits.ts addressKey) is
// IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4, and any other IPv6 address by its /64 — a client can pick
// any address inside its /64, so a key per address would let it choose a fresh counter for every request.
import t from 'tap';
import { addressKey } from '../../server/auth/attempt-limits.ts';

t.test('IPv4 and IPv4-mapped addresses are themselves', async (t) => {
  t.equal(addressKey('198.51.100.7'), '198.51.100.7');
  t.equal(addressKey('::ffff:198.51.100.7'), '198.51.100.7');
});

t.test('every address of one IPv6 /64 is one client; another /64 is another', async (t) => {
  const one = [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:0db8:0001:0002:0:0:0:abcd',
    '2001:db8:1:2::1%eth0',
  ];
  t.same(new Set(one.map(addressKey)), new Set(['2001:db8:1:2::/64']));
  t.equal(addressKey('2001:db8:1:3::1'), '2001:db8:1:3::/64');
  t.equal(addressKey('::1'), '0:0:0:0::/64');
  t.equal(addressKey('2001:db8::'), '2001:db8:0:0::/64');
});
