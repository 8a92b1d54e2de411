import { COUNTRIES, REGIONS, SECTORS, buildPreferences } from './factories';
import { apiUrl, http, HttpResponse } from './server';

/** Reference data and preferences most signed-in screens read. */
export const referenceHandlers = (preferences = buildPreferences()) => [
  http.get(apiUrl('/users/preferences'), () => HttpResponse.json({ data: preferences })),
  http.get(apiUrl('/sectors'), () => HttpResponse.json({ data: SECTORS })),
  http.get(apiUrl('/locations/countries/suggestion'), () => HttpResponse.json({ data: COUNTRIES })),
  http.get(apiUrl('/locations/regions/suggestion'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const countryId = query.get('countryId');
    const name = (query.get('name') ?? '').toLowerCase();
    return HttpResponse.json({
      data: REGIONS.filter(
        (region) => region.countryId === countryId && region.name.toLowerCase().includes(name),
      ),
    });
  }),
];
