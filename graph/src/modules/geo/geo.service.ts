import type { RequestContext } from '../common/caller';
import { Country } from './country.entity';

/** Countries and provinces: reference data for the dojo form's dropdowns and the public map. */
export class GeoService {
  /** Every country by name; open to anyone (the public map places dojos with it). */
  async countries(ctx: RequestContext): Promise<Country[]> {
    return ctx.em.find(Country, {}, { orderBy: { name: 'asc' } });
  }
}
