import { describe, expect, it } from "vitest";
import { checkName } from "./name";

/** Real names from many backgrounds; none may be capped or called mash/placeholder. */
const REAL_NAMES = `James Smith|Mary Johnson|Jennifer Garcia|Elizabeth Martinez|Richard Hernandez|Donna Nguyen|Melissa Rivera|Jose Gomez|Guadalupe Ortiz|Ximena Chavez|Xochitl Vasquez|Rogelio Mendoza|Itzel Alvarez|Araceli Jimenez|Nguyen Van An|Tran Thi Mai|Le Van Hung|Huynh Tan Phat|Vu Duc Thang|Ngo Thanh Hai|Ly Hoang Nam|Phan Thanh Binh|Nguyễn Văn Minh|Đỗ Thị Hương|Wei Zhang|Xiaoming Liu|Min-jun Kim|Seo-yeon Park|Yui Tanaka|Priya Patel|Sanjay Krishnamurthy|Venkatesh Subramaniam|Mohammed Al-Rashid|Fatima Khan|Yusuf Qureshi|Chukwuemeka Okafor|Oluwaseun Babatunde|Kwame Mensah|Tshepo Nkosi|DeShawn Jackson|LaKeisha Washington|Krzysztof Szczepański|Grzegorz Brzęczyszczykiewicz|Wojciech Przybylski|Małgorzata Wójcik|Jürgen Schwarzschild|Ludwig Pfeiffer|Siobhan O'Sullivan|Niamh MacGillivray|Aoife Ní Bhriain|Llewellyn Lloyd|Gwyn Llwyd|Bjørn Østergaard|Sven Ljungqvist|Ng Wai Ming|Lynn Flynn|Glynn Wynn|Ty Cobb|Jo Ng|Ed Wu|Bo Xu|Zoë Saldaña|François Lévesque|Björk Guðmundsdóttir|Schuyler Sprinkle|Brynn Thrasher|Hjalmar Kjeldsen|Dzmitry Kryvtsou|Zbigniew Chmielewski|Ryszard Szczygieł|Lulu Garcia|Mimi Tran|Gigi Hadid|Nana Mensah|Jasdeep Sidhu|Gurpreet Dhillon|Thuy Nguyen|Quynh Truong|Uyen Ta|Patrick O’Brien|D'Andre Williams Jr.|Dr. Aisha Rahman|Robert Chen, CLU|J. Robert Smith|María José Hernández-López|Иван Петров|李 明`.split("|");

const FAKE_NAMES: Array<[string, RegExp]> = [
  ["asdf jkl", /"asdf"/],
  ["Sdfgh Hjkl", /keyboard mash \("sdfgh"\)/],
  ["zxcv bnm", /keyboard mash/],
  ["Jjj Kkk", /keyboard mash \("jjj"\)/],
  ["Lkjlkj Poiu", /keyboard mash/],
  ["Mnbv Cxz", /keyboard mash/],
  ["test test", /Test or fake word in name \("test"\)/],
  ["Test User", /"test"/],
  ["Fake Name", /"fake"/],
  ["Anonymous", /"anonymous"/],
  ["John Doe", /Placeholder name \(John Doe\)/],
  ["Jane Doe", /Placeholder name/],
  ["John Q. Public", /Placeholder name/],
  ["Mickey Mouse", /Placeholder name/],
  ["First Last", /Placeholder name/],
  ["A B", /only initials/],
  ["X", /not a real name/],
  ["visit www.spam.ru now", /link/],
  ["bob@gmail.com", /e-mail address or link/],
];

describe("checkName", () => {
  it.each(REAL_NAMES)("accepts %s", (name) => {
    const r = checkName(name);
    expect(r.caps, name).toEqual([]);
    expect(r.signals.find((s) => s.id === "name.not_mash")?.passed, name).toBe(true);
    expect(r.signals.find((s) => s.id === "name.not_placeholder")?.passed, name).toBe(true);
  });

  it("real multi-word names are fully valid", () => {
    for (const name of REAL_NAMES) expect(checkName(name).valid, name).toBe(true);
  });

  it.each(FAKE_NAMES)("rejects %s", (name, flag) => {
    const r = checkName(name);
    expect(r.valid).toBe(false);
    expect([...r.caps.map((c) => c.flag), ...r.warnings.map((w) => w.flag)].some((f) => flag.test(f)), JSON.stringify(r.caps)).toBe(true);
    expect(r.caps.some((c) => c.limit <= 40)).toBe(true);
  });

  it("weak but not fake: one name, initial as last name, identical names, digits", () => {
    expect(checkName("Maria").warnings.map((w) => w.flag)).toEqual(["Only one name given (no last name)"]);
    expect(checkName("Maria G.").warnings.map((w) => w.flag)).toEqual(["Last name is only an initial"]);
    expect(checkName("Jackson Jackson").warnings.map((w) => w.flag)).toEqual(["First and last name are identical"]);
    expect(checkName("Maria Garza2").caps).toMatchObject([{ id: "name.digits", limit: 70 }]);
    expect(checkName("").warnings.map((w) => w.flag)).toEqual(["Name is missing"]);
  });

  it("weights add up to 25", () => {
    expect(checkName("Maria Garza").signals.reduce((sum, s) => sum + s.weight, 0)).toBe(25);
    expect(checkName("").signals.reduce((sum, s) => sum + s.weight, 0)).toBe(25);
  });
});
