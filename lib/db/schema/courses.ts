import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// A program/course: listed at registration ({id, name}) and in learning ({course_id, course_name, course_title}).
export const courses = pgTable('courses', {
  id: serial().primaryKey(),
  name: text().notNull(),
  title: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Ordered learning sections of a course; contents is the list the spec splits on semicolons.
export const learningChunks = pgTable('learning_chunks', {
  id: serial().primaryKey(),
  courseId: integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  contents: jsonb().$type<string[]>().notNull().default([]),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
