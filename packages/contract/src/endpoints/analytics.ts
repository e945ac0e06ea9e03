import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  analyticsDemographicsQuerySchema,
  analyticsDemographicsResponseSchema,
  analyticsExportResponseSchema,
  analyticsOverviewResponseSchema,
  analyticsRangeQuerySchema,
  analyticsTableQuerySchema,
  analyticsTableResponseSchema,
} from '../analytics.js';

export const analyticsEndpoints = defineEndpoints({
  analyticsOverview: {
    method: 'GET',
    path: API_PATHS.analyticsOverview,
    tag: 'analytics',
    summary: "A date range's LinkedIn results against the period before, per organisation, with each page's collection state",
    access: { permission: 'analyticsView' },
    query: analyticsRangeQuerySchema,
    answer: analyticsOverviewResponseSchema,
    errors: [404],
  },
  analyticsTable: {
    method: 'GET',
    path: API_PATHS.analyticsTable,
    tag: 'analytics',
    summary: 'The latest results of the posts published in a date range, by post or by campaign, goal, industry, region or audience',
    access: { permission: 'analyticsView' },
    query: analyticsTableQuerySchema,
    answer: analyticsTableResponseSchema,
    errors: [404],
  },
  analyticsExport: {
    method: 'GET',
    path: API_PATHS.analyticsExport,
    tag: 'analytics',
    summary: 'One of the tables as CSV, the same rows as the screen shows; numbers not collected are left empty',
    access: { permission: 'analyticsView' },
    query: analyticsTableQuerySchema,
    answer: analyticsExportResponseSchema,
    errors: [404],
  },
  analyticsDemographics: {
    method: 'GET',
    path: API_PATHS.analyticsDemographics,
    tag: 'analytics',
    summary: "Who follows the organisation's pages, by industry, seniority, job function, country and company size",
    access: { permission: 'analyticsView' },
    query: analyticsDemographicsQuerySchema,
    answer: analyticsDemographicsResponseSchema,
    errors: [404],
  },
});
