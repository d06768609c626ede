// Helpers for route loaders: a 404 from the API becomes the route's not-found page, so a missing
// match or team is said once, in the route's own words.
import { notFound } from '@tanstack/react-router';
import { ApiError } from './api';

export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
