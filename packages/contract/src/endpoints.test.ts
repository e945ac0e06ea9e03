import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths.js';
import { ENDPOINTS } from './endpoints.js';
import { PERMISSIONS } from './permissions.js';

describe('the endpoint table', () => {
  it('names each call once, serves each method and path once, and every path of the contract', () => {
    const names = ENDPOINTS.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...new Set(ENDPOINTS.map((endpoint) => endpoint.path))].sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it('grants each call to the public, anyone signed in, or the holders of a permission the menu knows', () => {
    for (const { name, access } of ENDPOINTS) {
      if (access === 'public' || access === 'session') continue;
      expect(Object.keys(PERMISSIONS), name).toContain(access.permission);
    }
  });

  it('reads no query on a call with a body, as a client generated from the document would expect', () => {
    expect(ENDPOINTS.filter((endpoint) => endpoint.method === 'GET' && endpoint.body).map((endpoint) => endpoint.name)).toEqual([]);
  });
});
