#include "linereader.h"

#include <cstring>

namespace gamut::net {

bool isValidUtf8(std::string_view bytes) {
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            if (c == 0xE0)
                lo = 0xA0; // overlong
            else if (c == 0xED)
                hi = 0x9F; // surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            if (c == 0xF0)
                lo = 0x90; // overlong
            else if (c == 0xF4)
                hi = 0x8F; // above U+10FFFF
        } else {
            return false; // a continuation byte first, C0/C1, or F5..FF
        }
        if (i + std::size_t(extra) >= n) // cut short
            return false;
        if (s[i + 1] < lo || s[i + 1] > hi)
            return false;
        for (int k = 2; k <= extra; ++k)
            if ((s[i + std::size_t(k)] & 0xC0) != 0x80)
                return false;
        i += std::size_t(extra) + 1;
    }
    return true;
}

void LineReader::feed(const char *data, qsizetype size) {
    if (size <= 0)
        return;
    if (discarding_) {
        // Drop the rest of an over-long line without keeping it; only what follows its newline is kept.
        const void *nl = std::memchr(data, '\n', std::size_t(size));
        if (!nl) {
            discarded_ += size;
            return;
        }
        const qsizetype skip = static_cast<const char *>(nl) - data + 1;
        discarded_ += skip;
        discarding_ = false;
        data += skip;
        size -= skip;
        if (size == 0)
            return;
    }
    if (start_ > 0 && start_ == buffer_.size()) {
        buffer_.clear();
        start_ = scanned_ = 0;
    }
    buffer_.append(data, size);
}

bool LineReader::next(Item &item) {
    const qsizetype available = buffer_.size() - start_;
    if (available == 0)
        return false;
    const char *base = buffer_.constData() + start_;
    const void *nl = std::memchr(base + scanned_, '\n', std::size_t(available - scanned_));
    if (!nl) {
        scanned_ = available;
        if (available > kMaxLineBytes + 1) { // +1: a '\r' may still precede the newline
            // Over-long and still open: refuse it now (the peer may never send a newline) and drop what follows.
            discarded_ += available;
            buffer_.clear();
            start_ = scanned_ = 0;
            discarding_ = true;
            item = {Kind::TooLong, {}};
            return true;
        }
        if (start_ > 0 && start_ > buffer_.size() / 2) { // keep the buffer from creeping forward forever
            buffer_.remove(0, start_);
            start_ = 0;
        }
        return false;
    }
    qsizetype length = static_cast<const char *>(nl) - base;
    const qsizetype consumed = length + 1;
    if (length > 0 && base[length - 1] == '\r')
        --length;
    if (length > kMaxLineBytes) {
        discarded_ += consumed;
        item = {Kind::TooLong, {}};
    } else if (!isValidUtf8(std::string_view(base, std::size_t(length)))) {
        item = {Kind::BadUtf8, {}};
    } else {
        item = {Kind::Line, QByteArray(base, length)};
    }
    start_ += consumed;
    scanned_ = 0;
    if (start_ == buffer_.size()) {
        buffer_.clear();
        start_ = 0;
    }
    return true;
}

qsizetype LineReader::takeDiscarded() {
    const qsizetype n = discarded_;
    discarded_ = 0;
    return n;
}

} // namespace gamut::net
