import type { FastifyInstance } from 'fastify';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import type { MenuItem } from '@roi/contract/menu';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { getMenu, getMenuAccess, setMenu } from './menu.service.js';

/**
 * The answer of each navigation tree, made once and frozen: a tree is kept while its role's grants hold
 * (docs/decisions/0021), and so its answer is written once, not on every request.
 */
const menuAnswers = new WeakMap<MenuItem[], ReturnType<typeof menuAnswer>>();
const menuAnswer = (tree: MenuItem[]) => Object.freeze(ok(MESSAGES.menuLoaded, { records: tree }));

function menuAnswerOf(tree: MenuItem[]) {
  let answer = menuAnswers.get(tree);
  if (!answer) {
    answer = menuAnswer(tree);
    menuAnswers.set(tree, answer);
  }
  return answer;
}

export function menuRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, menuEndpoints.getMenuAccess, async ({ caller, query }) => menuAnswerOf(await getMenuAccess(services, caller, query)));
    route(app, menuEndpoints.getMenu, async ({ caller, query }) =>
      ok(MESSAGES.menuLoaded, { records: await getMenu(services, caller, query) }),
    );
    route(app, menuEndpoints.setMenu, async ({ caller, body }) => {
      await setMenu(services, caller, body);
      return ok(MESSAGES.menuUpdated, {});
    });
  };
}
