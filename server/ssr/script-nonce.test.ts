// Script nonces (server/ssr/script-nonce.ts): 16 random bytes each, never the same twice, across refills of the block.
import t from 'tap';
import { scriptNonce } from './script-nonce.ts';

t.test('each nonce is 16 bytes of base64, and none repeats across several refills', async (t) => {
  const nonces = Array.from({ length: 256 * 4 + 7 }, () => scriptNonce());
  t.same(
    nonces.filter((n) => !/^[A-Za-z0-9+/]{22}==$/.test(n)),
    [],
    'every one 16 bytes in base64',
  );
  t.equal(new Set(nonces).size, nonces.length, 'every nonce distinct');
  t.equal(Buffer.from(scriptNonce(), 'base64').length, 16);
});
