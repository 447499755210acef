-- Issue #12 (PostgreSQL twin of sqlite/006): keyset paging per tab, search, internal notes, erasure by
-- e-mail address, and paging of the posts dashboard.

-- Newest first on (submitted_at, id), the paging key (src/db/inbox.ts): the inbox and spam folder, and each
-- status tab. The second also serves the New count of the admin navigation and retention's completed rows.
DROP INDEX contact_submissions_spam_submitted_at;
CREATE INDEX contact_submissions_inbox ON contact_submissions(spam, submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_status ON contact_submissions(status, spam, submitted_at DESC, id DESC);
-- "Erase by e-mail address": a case-insensitive exact match.
CREATE INDEX contact_submissions_email ON contact_submissions(lower(email));

-- Staff's internal notes on an enquiry; they go with it. The author's name is kept as it was when written.
CREATE TABLE submission_notes (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES contact_submissions(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  author_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX submission_notes_submission ON submission_notes(submission_id, created_at);

-- The posts dashboard pages newest first on (published_at, id).
CREATE INDEX posts_dashboard ON posts(published_at DESC, id DESC);

-- Search over name, e-mail, phone, service and message: a generated tsvector with a GIN index. The text is
-- first made to split and fold as SQLite's unicode61 does (whatever the database's locale): accents
-- folded ("José" = "jose"), and every punctuation mark and space a word break, so "ann@example.com" is
-- ann | example | com and "555-0100" is 555 | 0100. The 'simple' configuration lowercases without
-- stemming or stop words, so names and e-mail addresses stay as written.
CREATE FUNCTION contact_submissions_search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(
    translate(t, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy'),
    '[\s\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2e00-\u2e7f\u3000-\u303f\uff01-\uff0f]+', ' ', 'g') $$;

-- Ranking (ts_rank): a match in the name or e-mail (A) counts most, then phone (B), service (C), message (D).
ALTER TABLE contact_submissions ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', contact_submissions_search_text(name)), 'A') ||
  setweight(to_tsvector('simple', contact_submissions_search_text(email)), 'A') ||
  setweight(to_tsvector('simple', contact_submissions_search_text(phone)), 'B') ||
  setweight(to_tsvector('simple', contact_submissions_search_text(service)), 'C') ||
  setweight(to_tsvector('simple', contact_submissions_search_text(message)), 'D')
) STORED;
CREATE INDEX contact_submissions_search ON contact_submissions USING GIN (search_vector);
