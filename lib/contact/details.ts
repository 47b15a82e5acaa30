// The academy's public contact details, in one place for the contact page (and anything else that
// shows them). The map is an OpenStreetMap embed centred on `location`.
export const ACADEMY_CONTACT = {
  email: 'info@qa-academy.local',
  phone: { display: '+1 (555) 010-2030', dial: '+15550102030' },
  hours: ['Monday to Friday, 9:00 AM – 6:00 PM (ET)', 'Saturday, 10:00 AM – 2:00 PM (ET)'],
  support: 'Enrolled students get 24/7 online support from their project team.',
  address: ['QA Academy', '10400 Main Street, Suite 200', 'Fairfax, VA 22030', 'United States'],
  location: { lat: 38.8462, lon: -77.3064 },
} as const;

const { lat, lon } = ACADEMY_CONTACT.location;
// About 1 km either side of the marker: close enough to read the streets around it.
const bbox = [lon - 0.01, lat - 0.005, lon + 0.01, lat + 0.005].map((n) => n.toFixed(4)).join(',');

export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`;
export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
