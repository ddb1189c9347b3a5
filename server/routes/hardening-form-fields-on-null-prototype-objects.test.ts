// A form field's name is only a name. The parser behind every urlencoded form (server/routes/form-body.ts)
// used to assign each name on a plain object, so `__proto__=…` set the object's prototype and `constructor=…`
// started from Object's own function; here those names come back as the fields they are.
import t from 'tap';
import { formField, parseForm } from './form-body.ts';

t.test(
  'parseForm keeps __proto__, constructor and toString as plain fields on an object without a prototype',
  async (t) => {
    const fields = parseForm('__proto__=a&__proto__=b&constructor=c&toString=d&email=x%40example.hu');
    t.equal(Object.getPrototypeOf(fields), null, 'no prototype to reach');
    t.same(Object.keys(fields), ['__proto__', 'constructor', 'toString', 'email']);
    t.same(fields['__proto__'], ['a', 'b'], 'a repeated __proto__ is the list of its values');
    t.equal(fields.constructor, 'c', 'constructor is the value sent, not Object');
    t.equal(fields.toString, 'd');
    t.equal(fields.email, 'x@example.hu');
  },
);

t.test(
  'parseForm: a field named like an Object.prototype member starts empty, so one value stays one string',
  async (t) => {
    t.equal(parseForm('constructor=only').constructor, 'only');
    t.equal(parseForm('hasOwnProperty=1').hasOwnProperty, '1');
    t.equal(parseForm('valueOf=1&valueOf=2&valueOf=3').valueOf.length, 3);
  },
);

t.test('formField reads only fields that were sent once, never what an object inherits', async (t) => {
  t.equal(formField(parseForm('email=a%40b.hu'), 'constructor', 100), null);
  t.equal(formField(parseForm('email=a%40b.hu'), 'toString', 100), null);
  t.equal(formField({ __proto__: { code: '123456' } }, 'code', 16), null, 'an inherited value is not a field');
  t.equal(formField(parseForm('code=1&code=2'), 'code', 16), null, 'a repeated field is not one answer');
  t.equal(formField(parseForm('code=%20123%20456%20'), 'code', 16), ' 123 456 ');
});
