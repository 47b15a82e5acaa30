// A valid delivery address for the Grocery order form and POST /api/practice/v1/grocery/orders, shared by
// the integration tests and the e2e specs.
export const DELIVERY = {
  email: 'a.learner@example.com',
  phone: '+15551234567',
  country: 'Canada',
  state: 'Ontario',
  zip: 'M5V 2T6',
  address1: '290 Bremner Blvd',
  address2: '',
};
