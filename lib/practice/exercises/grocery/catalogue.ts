// The Grocery shop's catalogue (docs/product.md#grocery-shop): 25 vegetables priced in whole
// dollars from 25 to 320. Ids are readable slugs because learners type them into selectors
// (data-test="add-to-cart-tomato"); ids, names and prices never change so recorded tests stay green.

/** Which drawing of lib/practice/exercises/grocery/ui/vegetable-art.tsx shows the product. */
export type VegetableImage =
  | 'tomato'
  | 'carrot'
  | 'broccoli'
  | 'cucumber'
  | 'potato'
  | 'onion'
  | 'garlic'
  | 'eggplant'
  | 'bell-pepper'
  | 'chili-pepper'
  | 'cabbage'
  | 'cauliflower'
  | 'pumpkin'
  | 'corn'
  | 'green-peas'
  | 'spinach'
  | 'lettuce'
  | 'radish'
  | 'beetroot'
  | 'mushroom'
  | 'sweet-potato'
  | 'zucchini'
  | 'asparagus'
  | 'celery'
  | 'artichoke';

export interface Product {
  id: string;
  name: string;
  /** Whole dollars. */
  price: number;
  image: VegetableImage;
}

export const PRODUCTS: readonly Product[] = [
  { id: 'tomato', name: 'Tomato', price: 45, image: 'tomato' },
  { id: 'carrot', name: 'Carrot', price: 30, image: 'carrot' },
  { id: 'broccoli', name: 'Broccoli', price: 120, image: 'broccoli' },
  { id: 'cucumber', name: 'Cucumber', price: 25, image: 'cucumber' },
  { id: 'potato', name: 'Potato', price: 35, image: 'potato' },
  { id: 'onion', name: 'Onion', price: 40, image: 'onion' },
  { id: 'garlic', name: 'Garlic', price: 95, image: 'garlic' },
  { id: 'eggplant', name: 'Eggplant', price: 60, image: 'eggplant' },
  { id: 'bell-pepper', name: 'Bell Pepper', price: 85, image: 'bell-pepper' },
  { id: 'chili-pepper', name: 'Chili Pepper', price: 55, image: 'chili-pepper' },
  { id: 'cabbage', name: 'Cabbage', price: 50, image: 'cabbage' },
  { id: 'cauliflower', name: 'Cauliflower', price: 110, image: 'cauliflower' },
  { id: 'pumpkin', name: 'Pumpkin', price: 150, image: 'pumpkin' },
  { id: 'corn', name: 'Corn', price: 70, image: 'corn' },
  { id: 'green-peas', name: 'Green Peas', price: 90, image: 'green-peas' },
  { id: 'spinach', name: 'Spinach', price: 65, image: 'spinach' },
  { id: 'lettuce', name: 'Lettuce', price: 75, image: 'lettuce' },
  { id: 'radish', name: 'Radish', price: 38, image: 'radish' },
  { id: 'beetroot', name: 'Beetroot', price: 58, image: 'beetroot' },
  { id: 'mushroom', name: 'Mushroom', price: 195, image: 'mushroom' },
  { id: 'sweet-potato', name: 'Sweet Potato', price: 80, image: 'sweet-potato' },
  { id: 'zucchini', name: 'Zucchini', price: 100, image: 'zucchini' },
  { id: 'asparagus', name: 'Asparagus', price: 320, image: 'asparagus' },
  { id: 'celery', name: 'Celery', price: 135, image: 'celery' },
  { id: 'artichoke', name: 'Artichoke', price: 260, image: 'artichoke' },
];

/** The products whose name contains the query, ignoring case and surrounding spaces; blank keeps all. */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...products];
  return products.filter((product) => product.name.toLocaleLowerCase().includes(needle));
}
