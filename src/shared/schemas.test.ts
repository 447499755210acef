import { describe, expect, test } from "bun:test";
import { fieldErrors, serviceAreaLabel, slugify } from "./fields";
import { contactSchema, postCreateSchema, postUpdateSchema, statusSchema } from "./schemas";

const valid = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "3455550100",
  service: "Corporate Law",
  message: "Please call me back.",
};

describe("contact schema (validation messages)", () => {
  test("accepts a complete message", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });
  test.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["service", "", "Please select a service"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["name", "  A  ", "Name must be at least 2 characters"],
  ])("%s = %p → %s", (field, value, message) => {
    const r = contactSchema.safeParse({ ...valid, [field]: value });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)[field]).toBe(message);
  });
  test("a missing field gets the same message as an empty one", () => {
    const r = contactSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        service: "Please select a service",
        message: "Message must be at least 10 characters",
      });
  });
});

describe("posts", () => {
  const post = { title: "T", slug: "a-b", content: "c", excerpt: "e", serviceArea: "immigration" };
  test("slugify follows the spec", () => {
    expect(slugify("  Hello, World!  ")).toBe("hello-world");
    expect(slugify("Cayman's New LLC Act -- 2025")).toBe("cayman-s-new-llc-act-2025");
    expect(slugify("---")).toBe("");
  });
  test("service area labels", () => {
    expect(serviceAreaLabel("wills-estates-trusts")).toBe("Wills Estates Trusts");
    expect(serviceAreaLabel("real-estate")).toBe("Real Estate");
  });
  test("creation needs every text field and an area's value (which areas exist, the server checks)", () => {
    expect(postCreateSchema.safeParse(post).success).toBe(true);
    expect(postCreateSchema.safeParse({ ...post, serviceArea: "corporate-services" }).success).toBe(true);
    expect(postCreateSchema.safeParse({ ...post, serviceArea: "Tax Law" }).success).toBe(false);
    expect(postCreateSchema.safeParse({ ...post, serviceArea: "" }).success).toBe(false);
    expect(postCreateSchema.safeParse({ ...post, slug: "Bad Slug" }).success).toBe(false);
    expect(postCreateSchema.safeParse({ ...post, title: " " }).success).toBe(false);
  });
  test("featured image: uploads or http(s) only; empty means none", () => {
    const parse = (featuredImage: unknown) => postCreateSchema.safeParse({ ...post, featuredImage });
    expect(parse("/uploads/abc123.png").success).toBe(true);
    expect(parse("https://example.com/a.jpg").success).toBe(true);
    const empty = parse("");
    expect(empty.success && empty.data.featuredImage).toBeNull();
    expect(parse("javascript:alert(1)").success).toBe(false);
    expect(parse("data:image/png;base64,AAAA").success).toBe(false);
    expect(parse("/uploads/../site.db").success).toBe(false);
  });
  test("updates are partial", () => {
    expect(postUpdateSchema.safeParse({ title: "New" }).success).toBe(true);
    expect(postUpdateSchema.safeParse({}).success).toBe(true);
    expect(postUpdateSchema.safeParse({ slug: "UPPER" }).success).toBe(false);
  });
});

test("status must be one of the three", () => {
  expect(statusSchema.safeParse({ status: "contacted" }).success).toBe(true);
  expect(statusSchema.safeParse({ status: "archived" }).success).toBe(false);
});
