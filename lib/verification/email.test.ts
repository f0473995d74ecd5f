import { describe, expect, it } from "vitest";
import { checkEmail, disposableDomainOf, editDistance, suggestDomain } from "./email";

const LEGIT = [
  "jrw1985@gmail.com", "kjm@cox.net", "mmmartinez@gmail.com", "dkt.insurance@att.net", "tx.homes@me.com", "info@garzainsurance.com",
  "office@lonestaragency.com", "x.y@mail.com", "z@gmx.com", "me@live.com", "w@verizon.net", "e@charter.net",
  "student@utexas.edu", "agent@tamu.edu", "f@hotmail.co.uk", "g@yahoo.com.mx", "h@outlook.es", "j@prodigy.net.mx",
  "l@swbell.net", "n@austin.rr.com", "p@proton.me", "jgarcia@hey.com", "a@cloud.com", "maria.garza+quotes@gmail.com",
];

describe("checkEmail", () => {
  it.each(LEGIT)("accepts %s", (email) => {
    const r = checkEmail(email);
    expect(r.valid, JSON.stringify(r.caps)).toBe(true);
    expect(r.caps).toEqual([]);
  });

  it.each([
    ["gmial.com", "gmail.com"], ["gmai.com", "gmail.com"], ["gamil.com", "gmail.com"], ["gnail.com", "gmail.com"],
    ["gmaill.com", "gmail.com"], ["gmail.co", "gmail.com"], ["gmail.con", "gmail.com"], ["yaho.com", "yahoo.com"],
    ["yahooo.com", "yahoo.com"], ["yahoo.con", "yahoo.com"], ["hotmial.com", "hotmail.com"], ["hotmal.com", "hotmail.com"],
    ["outlok.com", "outlook.com"], ["icloud.co", "icloud.com"], ["sbcgloabl.net", "sbcglobal.net"], ["comcast.com", "comcast.net"],
    ["aol.co", "aol.com"], ["mybusiness.con", "mybusiness.com"],
  ])("suggests %s → %s", (typo, fix) => {
    expect(suggestDomain(typo)).toBe(fix);
    const r = checkEmail(`maria@${typo}`);
    expect(r.caps).toEqual([{ id: "email.typo", limit: 75, flag: `Possible typo in e-mail domain: ${typo} → ${fix}`, hardFail: false }]);
  });

  it("does not call real domains typos", () => {
    for (const d of ["gmail.com", "ymail.com", "email.com", "hotmail.co.uk", "outlook.de", "yahoo.com.mx", "wahoo.com", "att.com", "garzainsurance.com"]) {
      expect(suggestDomain(d), d).toBeNull();
    }
  });

  it("finds disposable domains, their subdomains and the missing tempmail brands", () => {
    expect(disposableDomainOf("mailinator.com")).toBe("mailinator.com");
    expect(disposableDomainOf("x.mailinator.com")).toBe("mailinator.com");
    expect(disposableDomainOf("yopmail.com")).toBe("yopmail.com");
    expect(disposableDomainOf("tempmail.com")).toBe("tempmail.com");
    expect(disposableDomainOf("gmail.com")).toBeNull();
    const r = checkEmail("real.person@guerrillamail.com");
    expect(r.caps).toEqual([{ id: "email.disposable", limit: 40, flag: "Disposable e-mail domain (guerrillamail.com)", hardFail: true }]);
    expect(r.valid).toBe(false);
  });

  it("a close provider typo wins over the disposable list, a loose one does not", () => {
    expect(checkEmail("a@gmial.com").caps.map((c) => c.id)).toEqual(["email.typo"]);
    expect(checkEmail("a@yopmail.com").caps.map((c) => c.id)).toEqual(["email.disposable"]);
  });

  it.each([
    ["test@gmail.com", "Placeholder e-mail address (test@)"],
    ["test.user@gmail.com", "Placeholder e-mail address (test.user@)"],
    ["noreply@agency.com", "Placeholder e-mail address (noreply@)"],
    ["maria@example.com", "Placeholder e-mail domain (example.com)"],
    ["maria@agency.test", "Placeholder e-mail domain (agency.test)"],
    ["asdfghjkl@gmail.com", "E-mail looks made up (asdfghjkl@)"],
    ["zzzzzz@gmail.com", "E-mail looks made up (zzzzzz@)"],
    ["aaa@gmail.com", "E-mail looks made up (aaa@)"],
    ["john.cccc@gmail.com", "E-mail looks made up (john.cccc@)"],
  ])("flags %s as made up", (email, flag) => {
    expect(checkEmail(email).caps).toEqual([{ id: "email.placeholder", limit: 40, flag, hardFail: false }]);
  });

  it.each(["john.ccc@gmail.com", "mmm.garcia@yahoo.com", "jrw@outlook.com", "ana.iii@gmail.com"])("takes three of one letter beside another part for initials: %s", (email) => {
    expect(checkEmail(email).caps).toEqual([]);
  });

  it.each([
    ["", "E-mail is missing"],
    ["maria.garza@gmail", "E-mail address is not valid (no domain suffix)"],
    ["maria.garza.gmail.com", "E-mail address is not valid (no @)"],
    ["a@@gmail.com", "E-mail address is not valid (more than one @)"],
    ["a..b@gmail.com", "E-mail address is not valid (dot misplaced before @)"],
    ["a b@gmail.com", "E-mail address is not valid (contains spaces)"],
    ["josé@gmail.com", "E-mail address is not valid (non-ASCII characters)"],
    ["a@-gmail.com", "E-mail address is not valid (invalid domain)"],
    ["a@gmail.c0m", "E-mail address is not valid (no domain suffix)"],
  ])("rejects the syntax of %j", (email, flag) => {
    const r = checkEmail(email);
    expect(r.valid).toBe(false);
    expect(r.warnings.map((w) => w.flag)).toEqual([flag]);
    expect(r.signals.filter((s) => s.passed)).toEqual([]);
  });

  it("editDistance counts a transposition as one edit and exits early", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("yopmail", "hotmail")).toBe(2);
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
  });
});
