export type CountrySeed = { code: string; name: string; lat: number; lon: number };
export type ProvinceSeed = { country: string; code: string; name: string; lat: number; lon: number };

/** Countries of the federation. lat/lon: approximate centre of the mainland, used for map fitting. */
export const COUNTRIES: CountrySeed[] = [
  { code: 'ES', name: 'España', lat: 40.3, lon: -3.7 },
  { code: 'EE', name: 'Estonia', lat: 58.6, lon: 25.01 },
  { code: 'FR', name: 'Francia', lat: 46.6, lon: 2.21 },
  { code: 'UK', name: 'Reino Unido', lat: 54, lon: -2.5 },
  { code: 'LV', name: 'Letonia', lat: 56.88, lon: 24.6 },
  { code: 'NL', name: 'Países Bajos', lat: 52.13, lon: 5.29 },
  { code: 'UA', name: 'Ucrania', lat: 48.38, lon: 31.17 },
  { code: 'PT', name: 'Portugal', lat: 39.6, lon: -8 },
];

/**
 * Provinces / regions per country. ES uses the official INE province codes ('01'-'52');
 * lat/lon are those of the province (or region) capital city.
 */
export const PROVINCES: ProvinceSeed[] = [
  // ES
  { country: 'ES', code: '01', name: 'Araba/Álava', lat: 42.85, lon: -2.67 },
  { country: 'ES', code: '02', name: 'Albacete', lat: 38.99, lon: -1.86 },
  { country: 'ES', code: '03', name: 'Alicante/Alacant', lat: 38.35, lon: -0.48 },
  { country: 'ES', code: '04', name: 'Almería', lat: 36.84, lon: -2.46 },
  { country: 'ES', code: '05', name: 'Ávila', lat: 40.66, lon: -4.7 },
  { country: 'ES', code: '06', name: 'Badajoz', lat: 38.88, lon: -6.97 },
  { country: 'ES', code: '07', name: 'Illes Balears', lat: 39.57, lon: 2.65 },
  { country: 'ES', code: '08', name: 'Barcelona', lat: 41.39, lon: 2.17 },
  { country: 'ES', code: '09', name: 'Burgos', lat: 42.34, lon: -3.7 },
  { country: 'ES', code: '10', name: 'Cáceres', lat: 39.47, lon: -6.37 },
  { country: 'ES', code: '11', name: 'Cádiz', lat: 36.53, lon: -6.29 },
  { country: 'ES', code: '12', name: 'Castellón/Castelló', lat: 39.99, lon: -0.05 },
  { country: 'ES', code: '13', name: 'Ciudad Real', lat: 38.99, lon: -3.93 },
  { country: 'ES', code: '14', name: 'Córdoba', lat: 37.88, lon: -4.78 },
  { country: 'ES', code: '15', name: 'A Coruña', lat: 43.36, lon: -8.41 },
  { country: 'ES', code: '16', name: 'Cuenca', lat: 40.07, lon: -2.14 },
  { country: 'ES', code: '17', name: 'Girona', lat: 41.98, lon: 2.82 },
  { country: 'ES', code: '18', name: 'Granada', lat: 37.18, lon: -3.6 },
  { country: 'ES', code: '19', name: 'Guadalajara', lat: 40.63, lon: -3.17 },
  { country: 'ES', code: '20', name: 'Gipuzkoa', lat: 43.32, lon: -1.98 },
  { country: 'ES', code: '21', name: 'Huelva', lat: 37.26, lon: -6.94 },
  { country: 'ES', code: '22', name: 'Huesca', lat: 42.14, lon: -0.41 },
  { country: 'ES', code: '23', name: 'Jaén', lat: 37.77, lon: -3.79 },
  { country: 'ES', code: '24', name: 'León', lat: 42.6, lon: -5.57 },
  { country: 'ES', code: '25', name: 'Lleida', lat: 41.62, lon: 0.62 },
  { country: 'ES', code: '26', name: 'La Rioja', lat: 42.47, lon: -2.45 },
  { country: 'ES', code: '27', name: 'Lugo', lat: 43.01, lon: -7.56 },
  { country: 'ES', code: '28', name: 'Madrid', lat: 40.42, lon: -3.7 },
  { country: 'ES', code: '29', name: 'Málaga', lat: 36.72, lon: -4.42 },
  { country: 'ES', code: '30', name: 'Murcia', lat: 37.99, lon: -1.13 },
  { country: 'ES', code: '31', name: 'Navarra', lat: 42.81, lon: -1.64 },
  { country: 'ES', code: '32', name: 'Ourense', lat: 42.34, lon: -7.86 },
  { country: 'ES', code: '33', name: 'Asturias', lat: 43.36, lon: -5.85 },
  { country: 'ES', code: '34', name: 'Palencia', lat: 42.01, lon: -4.53 },
  { country: 'ES', code: '35', name: 'Las Palmas', lat: 28.12, lon: -15.43 },
  { country: 'ES', code: '36', name: 'Pontevedra', lat: 42.43, lon: -8.65 },
  { country: 'ES', code: '37', name: 'Salamanca', lat: 40.97, lon: -5.66 },
  { country: 'ES', code: '38', name: 'Santa Cruz de Tenerife', lat: 28.47, lon: -16.25 },
  { country: 'ES', code: '39', name: 'Cantabria', lat: 43.46, lon: -3.81 },
  { country: 'ES', code: '40', name: 'Segovia', lat: 40.95, lon: -4.12 },
  { country: 'ES', code: '41', name: 'Sevilla', lat: 37.39, lon: -5.98 },
  { country: 'ES', code: '42', name: 'Soria', lat: 41.76, lon: -2.46 },
  { country: 'ES', code: '43', name: 'Tarragona', lat: 41.12, lon: 1.25 },
  { country: 'ES', code: '44', name: 'Teruel', lat: 40.34, lon: -1.11 },
  { country: 'ES', code: '45', name: 'Toledo', lat: 39.86, lon: -4.03 },
  { country: 'ES', code: '46', name: 'Valencia/València', lat: 39.47, lon: -0.38 },
  { country: 'ES', code: '47', name: 'Valladolid', lat: 41.65, lon: -4.72 },
  { country: 'ES', code: '48', name: 'Bizkaia', lat: 43.26, lon: -2.93 },
  { country: 'ES', code: '49', name: 'Zamora', lat: 41.5, lon: -5.75 },
  { country: 'ES', code: '50', name: 'Zaragoza', lat: 41.65, lon: -0.89 },
  { country: 'ES', code: '51', name: 'Ceuta', lat: 35.89, lon: -5.32 },
  { country: 'ES', code: '52', name: 'Melilla', lat: 35.29, lon: -2.94 },

  // FR
  { country: 'FR', code: '01', name: 'Île-de-France', lat: 48.86, lon: 2.35 },
  { country: 'FR', code: '02', name: 'Auvergne-Rhône-Alpes', lat: 45.76, lon: 4.84 },
  { country: 'FR', code: '03', name: 'Occitanie', lat: 43.6, lon: 1.44 },
  { country: 'FR', code: '04', name: "Provence-Alpes-Côte d'Azur", lat: 43.3, lon: 5.37 },

  // PT
  { country: 'PT', code: '01', name: 'Lisboa', lat: 38.72, lon: -9.14 },

  // NL
  { country: 'NL', code: '01', name: 'Noord-Holland', lat: 52.37, lon: 4.9 },

  // UA
  { country: 'UA', code: '01', name: 'Kyiv', lat: 50.45, lon: 30.52 },

  // LV
  { country: 'LV', code: '01', name: 'Rīga', lat: 56.95, lon: 24.11 },

  // EE
  { country: 'EE', code: '01', name: 'Harju', lat: 59.44, lon: 24.75 },

  // UK
  { country: 'UK', code: '01', name: 'Greater London', lat: 51.51, lon: -0.13 },
];
