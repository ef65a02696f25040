import type { AppRoute } from './route-types.ts';

/**
 * The infection-control programme of a site: outbreaks, ATP limits, the audits to do, turnaround against
 * targets, a room's clean record. Each screen is its feature's page; the menu groups them.
 */
export const INFECTION_CONTROL_ROUTES: readonly AppRoute[] = [
  {
    id: 'auditSuggestions',
    path: '/audits',
    minRole: 'LeadHousekeeper',
    screen: () => import('../features/audit-planning/pages/audit-suggestions-page.tsx'),
    namespaces: ['audit-planning'],
    menu: { group: 'infectionControl', label: 'auditSuggestions', order: 2 },
  },
  {
    id: 'cleanRecord',
    path: '/clean-record',
    minRole: 'Nursing',
    screen: () => import('../features/clean-record/pages/clean-record-page.tsx'),
    namespaces: ['clean-record'],
    menu: { group: 'infectionControl', label: 'cleanRecord', order: 4 },
  },
  {
    id: 'turnaround',
    path: '/turnaround',
    minRole: 'FacilityAssistant',
    screen: () => import('../features/turnaround/pages/turnaround-page.tsx'),
    namespaces: ['turnaround'],
    menu: { group: 'infectionControl', label: 'turnaround', order: 3 },
  },
  {
    id: 'atpLimits',
    path: '/atp-limits',
    minRole: 'FacilityAssistant',
    screen: () => import('../features/atp-limits/pages/atp-limits-page.tsx'),
    namespaces: ['atp-limits'],
    menu: { group: 'infectionControl', label: 'atpLimits', order: 5 },
  },
  {
    id: 'outbreaks',
    path: '/outbreaks',
    minRole: 'FacilityAssistant',
    screen: () => import('../features/outbreaks/pages/outbreaks-page.tsx'),
    namespaces: ['outbreaks'],
    menu: { group: 'infectionControl', label: 'outbreaks', order: 1 },
  },
  {
    id: 'outbreakReport',
    path: '/outbreaks/:id',
    minRole: 'FacilityAssistant',
    screen: () => import('../features/outbreaks/pages/outbreak-report-page.tsx'),
    namespaces: ['outbreaks'],
  },
];
