import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { findRoute, matchRoutePath } from '../../../src/client/routing/matchRoutePath';
import { usersRoutes } from '../../../src/client/routing/usersRoutes';

// A path segment as a browser sends it: URL-encoded, never empty.
const segment = fc.string({ minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(s));
const literal = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9-]{0,10}$/);

describe('matchRoutePath (the /users shell and the full app read params with it)', () => {
  it('reads the params of the /users routes', () => {
    expect(matchRoutePath('/users/signup/:clinicHash', '/users/signup/ab%20c')).toEqual({ clinicHash: 'ab c' });
    expect(matchRoutePath('/users/signup', '/users/signup/')).toEqual({});
    expect(matchRoutePath('/users/signup/:clinicHash', '/users/signup')).toBeNull();
    expect(matchRoutePath('/users/signup', '/users/signup/x')).toBeNull();
    expect(findRoute(usersRoutes, '/users/reset-password/h1')?.params).toEqual({ hash: 'h1' });
    expect(findRoute(usersRoutes, '/users/nothing')).toBeNull();
  });

  it('agrees with react-router on every pattern of literals and params', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(literal.map((l) => ({ l })), literal.map((p) => ({ p: p.toLowerCase() }))), { minLength: 1, maxLength: 4 }),
        fc.array(fc.oneof(literal, segment), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        (parts, pathParts, fill, trailingSlash) => {
          const pattern = '/' + parts.map((x) => ('l' in x ? x.l : `:${x.p}`)).join('/');
          const names = parts.filter((x) => 'p' in x).map((x) => (x as { p: string }).p);
          fc.pre(new Set(names).size === names.length);
          // Half the time the path is the pattern filled in, so matches are exercised too.
          const pathname = '/' + (fill ? parts.map((x, i) => ('l' in x ? (i % 2 ? x.l.toUpperCase() : x.l) : pathParts[i % pathParts.length])) : pathParts).join('/') + (trailingSlash ? '/' : '');
          const ours = matchRoutePath(pattern, pathname);
          if (fill) expect(ours).not.toBeNull();
          // matchRoutes decodes the pathname first, as react-router's useParams sees it.
          const theirs = matchRoutes([{ path: pattern }], pathname);
          expect(ours).toEqual(theirs ? { ...theirs[0].params } : null);
        },
      ),
      { numRuns: 500 },
    );
  });
});
